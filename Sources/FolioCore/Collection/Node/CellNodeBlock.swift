/// Makes a page's node. Runs on a worker, once per page while the data is unchanged; being
/// `@Sendable`, it cannot capture thread-unsafe state: take what it needs from the model outside
/// the block, as Texture's documentation advises.
public typealias CellNodeBlock = @Sendable () -> CellNode
