import Domain

extension MockBehavior where Failure == AppError {
    /// Every call waits `delay`, then fails as a store that cannot be read does, saying `reason`.
    public static func unavailable(_ reason: String, delay: Duration = .zero) -> Self {
        MockBehavior(delay: delay, failure: .storageUnavailable(reason))
    }
}
