import Domain

extension AppError: MockFailure {
    /// What a store says of a call whose task was cancelled before it was answered.
    public static var cancelled: AppError {
        .storageUnavailable("a use of the store was cancelled before it was answered")
    }
}

extension MockBehavior where Failure == AppError {
    /// Every call waits `delay`, then fails as a store that cannot be read does, saying `reason`.
    public static func unavailable(_ reason: String, delay: Duration = .zero) -> Self {
        MockBehavior(delay: delay, failure: .storageUnavailable(reason))
    }
}
