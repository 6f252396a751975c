/// What a whole-number field must be: within its range, which a feature's rules name
/// (`OrderRules.quantityRange`) and its tables' `CHECK` repeats.
public enum NumberRule {
    /// The problem of a whole-number `field` holding `value` outside `range`, or nil.
    public static func problem(of field: FieldProblem.Field, _ value: Int, in range: ClosedRange<Int>) -> FieldProblem? {
        range.contains(value) ? nil : FieldProblem(field, .outOfRange(minimum: range.lowerBound, maximum: range.upperBound))
    }
}
