extension String {
    /// The text without the white space around it, as drafts are checked and saved.
    /// (Domain imports no Foundation, whose trimming this is.)
    var trimmingWhiteSpace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

extension Optional<String> {
    /// An optional text as drafts are checked and saved: without the white space around
    /// it, and no text at all when nothing is left.
    var trimmedOrNone: String? {
        flatMap { text in
            let trimmed = text.trimmingWhiteSpace
            return trimmed.isEmpty ? nil : trimmed
        }
    }
}
