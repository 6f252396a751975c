extension RawRepresentable where Self: CaseIterable, RawValue == String {
    /// The document's value spelled as `value`, one of Domain's values of a field with a
    /// few: the document lists the same values as Domain, as each feature's tests check,
    /// so one is always here. A missing one is a defect of this build, never of a request.
    public init(documenting value: some RawRepresentable<String>) {
        guard let documented = Self(rawValue: value.rawValue) else {
            preconditionFailure("the API document has no “\(value.rawValue)” among the values of \(Self.self)")
        }
        self = documented
    }
}
