/// The sign-in form as a browser sends it back.
struct SubmittedSignIn: Decodable {
    let token: String?
    let next: String?
}
