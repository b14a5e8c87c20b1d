import Foundation
import Testing

@testable import WeatherCore

/// `JSONTree`'s objects keep their members in order and find them by key; a duplicate key still
/// makes the fast path give up, in a small object (scanned) and a large one (a set of its keys).
@Suite struct JSONTreeObjectTests {
    func object(_ keys: [String]) -> Data {
        Data(("{" + keys.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ", ") + "}").utf8)
    }

    @Test(arguments: [3, 32, 33, 40, 200]) func membersAreFoundByKey(count: Int) {
        let keys = (0..<count).map { "key\($0)" }
        guard case .object(let members)? = JSONTree.parse(object(keys)) else {
            Issue.record("not read")
            return
        }
        #expect(members.count == count)
        #expect(members.map(\.key) == keys)
        for (index, key) in keys.enumerated() { #expect(members[key] == .number(Double(index), Int64(index))) }
        #expect(members["nothing"] == nil)
        #expect(
            members.mapValues { $0 }
                == Dictionary(uniqueKeysWithValues: zip(keys, (0..<count).map { JSONTree.number(Double($0), Int64($0)) })))
    }

    @Test(arguments: [(2, 1), (32, 5), (33, 32), (40, 3), (40, 38), (200, 150)])
    func aDuplicateKeyGivesUp(count: Int, repeated: Int) {
        var keys = (0..<count).map { "key\($0)" }
        keys.append("key\(repeated)")
        #expect(JSONTree.parse(object(keys)) == nil)
    }

    @Test func objectsAreEqualWhateverTheirOrder() {
        #expect(JSONTree.parse(Data(#"{"a": 1, "b": [true]}"#.utf8)) == JSONTree.parse(Data(#"{"b": [true], "a": 1}"#.utf8)))
        #expect(JSONTree.parse(Data(#"{"a": 1, "b": 2}"#.utf8)) != JSONTree.parse(Data(#"{"a": 1, "c": 2}"#.utf8)))
        #expect(JSONTree.parse(Data(#"{"a": 1}"#.utf8)) != JSONTree.parse(Data(#"{"a": 1, "b": 2}"#.utf8)))
    }
}
