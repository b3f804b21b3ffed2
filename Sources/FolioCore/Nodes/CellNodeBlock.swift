/// Makes an item's node. Runs on a worker, once while the item is kept (an item forgotten far
/// behind, past the retention limit, asks for its block again when it comes back); being
/// `@Sendable`, it cannot capture thread-unsafe state: take what it needs from the model outside
/// the block, as Texture's documentation advises.
public typealias CellNodeBlock = @Sendable () -> CellNode
