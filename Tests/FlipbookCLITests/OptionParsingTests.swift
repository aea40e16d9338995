import Testing

@testable import FlipbookCLI

@Suite struct FrameRangeTests {
    @Test func rangesAndSingleFrames() throws {
        #expect(try FrameRange(parsing: "0-29") == FrameRange(first: 0, last: 29))
        #expect(try FrameRange(parsing: "12") == FrameRange(first: 12, last: 12))
        #expect(try FrameRange(parsing: "7-7").description == "7-7")
    }

    @Test(arguments: ["", "-", "a-b", "1-", "-3", "1-2-3", "1.5-3", "٣-4", " 1-2"])
    func malformedRanges(_ text: String) {
        let error = #expect(throws: CLIError.self) { try FrameRange(parsing: text) }
        #expect(
            error?.message == """
                invalid frame range '\(text)': \
                expected FIRST-LAST or FRAME with whole numbers from 0, e.g. 0-29 or 12
                """)
        #expect(error?.status == .usage)
    }

    @Test func backwardsRange() {
        let error = #expect(throws: CLIError.self) { try FrameRange(parsing: "30-10") }
        #expect(error?.message == "invalid frame range '30-10': the first frame (30) is after the last (10)")
    }

    @Test func rangeMustFitTheRecording() throws {
        try FrameRange(first: 0, last: 59).validate(frameCount: 60)
        let error = #expect(throws: CLIError.self) { try FrameRange(first: 50, last: 60).validate(frameCount: 60) }
        #expect(error?.message == "frame range 50-60 is outside the recording: it has 60 frames (0-59)")
        #expect(error?.status == .invalidInput)
    }
}

@Suite struct ShardTests {
    @Test func parsing() throws {
        #expect(try Shard(parsing: "1/1") == Shard(index: 1, count: 1))
        #expect(try Shard(parsing: "3/4").description == "3/4")
    }

    @Test(arguments: ["", "1", "1/", "/4", "a/b", "1/0", "1/2/3", "1/10001"])
    func malformed(_ text: String) {
        let error = #expect(throws: CLIError.self) { try Shard(parsing: text) }
        #expect(
            error?.message == "invalid shard '\(text)': expected INDEX/COUNT with 1 ≤ INDEX ≤ COUNT ≤ 10000, e.g. 2/4")
    }

    @Test(arguments: ["0/4", "5/4", "-1/4"])
    func indexOutOfRange(_ text: String) {
        let error = #expect(throws: CLIError.self) { try Shard(parsing: text) }
        #expect(error?.message == "invalid shard '\(text)': the index must be from 1 to 4")
    }

    @Test func framesAreDealtRoundRobinAndCoverEverythingOnce() {
        let shards = (1...3).map { Shard(index: $0, count: 3) }
        #expect(shards[0].frames(in: 0...7) == [0, 3, 6])
        #expect(shards[1].frames(in: 0...7) == [1, 4, 7])
        #expect(shards[2].frames(in: 0...7) == [2, 5])
        let all = shards.flatMap { $0.frames(in: 5...40) }.sorted()
        #expect(all == Array(5...40))
    }
}
