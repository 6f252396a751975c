import Foundation
import Yams

/// Checks JSON values against the schemas of an OpenAPI 3.1 document: enough of JSON
/// Schema for what the API's document uses (types, required and extra properties,
/// items, enums, bounds, patterns and references).
struct OpenAPISchema {
    let document: [String: Any]

    init(yaml: String) throws {
        document = try Yams.load(yaml: yaml) as? [String: Any] ?? [:]
    }

    /// The schema of the `status` response of `GET path` for `mediaType`; parameters of
    /// the media type (`; charset=utf-8`) do not count.
    func responseSchema(path: String, status: Int, mediaType: String) -> [String: Any]? {
        let mediaType = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? mediaType
        let paths = document["paths"] as? [String: Any]
        let operation = (paths?[path] as? [String: Any])?["get"] as? [String: Any]
        guard var response = (operation?["responses"] as? [String: Any])?[String(status)] as? [String: Any] else { return nil }
        if let reference = response["$ref"] as? String { response = resolve(reference) ?? [:] }
        let content = (response["content"] as? [String: Any])?[mediaType] as? [String: Any]
        return content?["schema"] as? [String: Any]
    }

    /// Every way `value` breaks `schema`, as "path: problem".
    func problems(_ value: Any, against schema: [String: Any], at path: String = "$") -> [String] {
        if let reference = schema["$ref"] as? String {
            guard let resolved = resolve(reference) else { return ["\(path): unresolvable \(reference)"] }
            return problems(value, against: resolved, at: path)
        }
        var found: [String] = []
        switch schema["type"] as? String {
        case "object":
            guard let object = value as? [String: Any] else { return ["\(path): expected an object"] }
            for key in (schema["required"] as? [String]) ?? [] where object[key] == nil {
                found.append("\(path): missing \(key)")
            }
            let properties = (schema["properties"] as? [String: Any]) ?? [:]
            for (key, item) in object {
                if let propertySchema = properties[key] as? [String: Any] {
                    found += problems(item, against: propertySchema, at: "\(path).\(key)")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(path): unexpected property \(key)")
                }
            }
        case "array":
            guard let array = value as? [Any] else { return ["\(path): expected an array"] }
            if let items = schema["items"] as? [String: Any] {
                for (index, item) in array.enumerated() { found += problems(item, against: items, at: "\(path)[\(index)]") }
            }
        case "integer":
            guard let number = value as? NSNumber, number.doubleValue == number.doubleValue.rounded() else {
                return ["\(path): expected an integer"]
            }
            if let minimum = schema["minimum"] as? Int, number.intValue < minimum { found.append("\(path): below \(minimum)") }
            if let maximum = schema["maximum"] as? Int, number.intValue > maximum { found.append("\(path): above \(maximum)") }
        case "string":
            guard let string = value as? String else { return ["\(path): expected a string"] }
            if let pattern = schema["pattern"] as? String, string.range(of: pattern, options: .regularExpression) == nil {
                found.append("\(path): \(string) does not match \(pattern)")
            }
        default:
            break
        }
        if let allowed = schema["enum"] as? [String], let string = value as? String, !allowed.contains(string) {
            found.append("\(path): \(string) is not one of \(allowed)")
        }
        return found
    }

    private func resolve(_ reference: String) -> [String: Any]? {
        var node: Any? = document
        for component in reference.dropFirst(2).split(separator: "/") {
            node = (node as? [String: Any])?[String(component)]
        }
        return node as? [String: Any]
    }
}
