import CoreSupport
import FoundationEssentials

/// The body OpenWeather sends with an error status: `{"cod": 401, "message": "…"}`.
///
/// `cod` arrives as a number from some endpoints and as a string (`"404"`) from others.
package struct APIErrorBody: Decodable, Equatable, Sendable {
    package var code: Int?
    package var message: String?
    /// The parameters the API complains about, when it names them (One Call 3.0 does).
    package var parameters: [String]?

    package init(code: Int?, message: String?, parameters: [String]? = nil) {
        self.code = code
        self.message = message
        self.parameters = parameters
    }

    enum CodingKeys: String, CodingKey { case cod, message, parameters }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? c.decodeIfPresent(Int.self, forKey: .cod) {
            code = number
        } else if let text = try? c.decodeIfPresent(String.self, forKey: .cod) {
            code = Int(text.trimming(.whitespaces))
        } else {
            code = nil
        }
        message = try? c.decodeIfPresent(String.self, forKey: .message)
        parameters = try? c.decodeIfPresent([String].self, forKey: .parameters)
    }
}
