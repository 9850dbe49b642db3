/// Why a host interaction could not be done, with what was there instead.
public struct ViewHostError: Error, CustomStringConvertible {
    /// The explanation, listing the candidates the host saw.
    public let description: String
}
