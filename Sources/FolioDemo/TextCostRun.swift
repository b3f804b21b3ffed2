import FolioCommandLine
import FolioSDL
import Foundation

/// `folio-demo text-cost`: starts SDL headless, measures on a thread of its own, stops SDL and
/// prints the figures. Main thread.
@MainActor
enum TextCostRun {
    /// Runs `command` and exits: 0 with the line printed, 1 when it could not measure (the
    /// fonts, SDL, a signal), 2 for an assets folder that is not one.
    static func run(_ command: TextCostCommand) -> Never {
        let assets: String
        do {
            assets = try AssetLocator.locate(explicit: command.assets)
        } catch {
            fail(error.message, status: command.assets == nil ? 1 : CommandLineOutcome.mistakeStatus)
        }
        // No window is opened, so no display is needed or touched: SDL's offscreen driver.
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let outcome: Result<TextCostReport, TextCostMeasurement.Failure>
        do {
            try SDLLibrary.start()
            let measurer = try SDLTextMeasurer(fontsDirectory: assets + "/fonts")
            outcome = TextCostMeasurement(measurer: measurer, repetitions: command.repetitions).measureOnOwnThread()
        } catch {
            SDLLibrary.stop()
            fail(error.description, status: 1)
        }
        // The measuring thread closed its fonts before it finished.
        SDLLibrary.stop()
        switch outcome {
        case .success(let report):
            report.print()
            exit(0)
        case .failure(let failure):
            fail(failure.message, status: 1)
        }
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        CommandLineTool.fail(message, program: "folio-demo", status: status)
    }
}
