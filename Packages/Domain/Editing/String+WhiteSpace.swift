extension String {
    /// The text without the white space around it, as drafts are checked and saved.
    /// (Domain imports no Foundation, whose trimming this is.)
    var trimmingWhiteSpace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
