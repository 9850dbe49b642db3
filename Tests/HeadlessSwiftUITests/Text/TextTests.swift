import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Text: formats, weights, modifiers, date styles")
struct TextTests {
    @Test func fontWeightAndTextCaseChangeTheMeasuredText() throws {
        struct Labels: View {
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Settings").accessibilityIdentifier("regular")
                    Text("Settings").fontWeight(.bold).accessibilityIdentifier("bold text")
                    VStack { Text("Settings").accessibilityIdentifier("bold view") }.fontWeight(.bold)
                    Text("Settings").textCase(.uppercase).accessibilityIdentifier("upper")
                    Text("Settings").fontWeight(.bold).fontWeight(.regular).accessibilityIdentifier("last wins")
                }
            }
        }
        let host = ViewHost(Labels())
        let regular = try #require(host.frame(of: "regular")).width
        let boldText = try #require(host.frame(of: "bold text")).width
        #expect(boldText > regular)
        #expect(host.frame(of: "bold view")?.width == boldText)
        #expect(try #require(host.frame(of: "upper")).width > regular)
        #expect(host.frame(of: "last wins")?.width == regular)
        #expect(host.find(identifier: "upper")?.environment?.textCase == .uppercase)
        #expect(host.find(identifier: "regular")?.environment?.textCase == nil)
    }

    @Test func textModifiersAreRecordedOnTheTextLine() {
        struct Styled: View {
            let isDone: Bool
            var body: some View {
                VStack {
                    Text("Buy milk").strikethrough(isDone).italic(isDone)
                    Text("Terms").underline(pattern: .dash).kerning(1.5)
                    Text("42").monospacedDigit().baselineOffset(2)
                    Text(verbatim: "x") + Text("y").bold()
                    Text(AttributedString("Attributed"))
                    Image(systemName: "wifi", variableValue: 0.5)
                    Text(timerInterval: Self.start...Self.start.addingTimeInterval(125), pauseTime: Self.start)
                }
                .lineSpacing(4)
                .minimumScaleFactor(0.5)
                .allowsTightening(true)
                .textSelection(.enabled)
            }
            static let start = Date(timeIntervalSinceReferenceDate: 0)
        }
        let done = ViewHost(Styled(isDone: true)).render()
        #expect(done.contains("Text \"Buy milk\" .strikethrough .italic"))
        #expect(done.contains("Text \"Terms\" .underline(pattern: .dash) .kerning(1.5)"))
        #expect(done.contains("Text \"42\" .monospacedDigit() .baselineOffset(2)"))
        #expect(done.contains("Text \"xy\" .bold"))
        #expect(done.contains("Text \"Attributed\""))
        #expect(done.contains("Image \"wifi\" .variableValue: 0.5"))
        #expect(done.contains("Text \"2:05\""), "a countdown paused at its start shows the whole interval")
        #expect(done.contains("textSelection(.enabled)"))
        #expect(done.contains("minimumScaleFactor(0.5)"))
        let open = ViewHost(Styled(isDone: false)).render()
        #expect(!open.contains("strikethrough") && !open.contains(".italic"))
    }

    /// SwiftUICore's `LocalizedStringKey.StringInterpolation.appendInterpolation(_:)` formats
    /// a number with `formatSpecifier(T.self)`, whose body the iOS 26.2 SDK interface prints:
    /// `%lld` for `Int`, `%f` for `Float`, `%lf` for `Double` and `CGFloat`. So a `Double`
    /// interpolated into a `Text` shows six decimals, as on a device.
    @Test func numbersInterpolateWithSwiftUIsFormatSpecifiers() {
        let half = 1.5
        let third: Float = 0.25
        let width: CGFloat = 2
        #expect(Text("Value \(half)").content == "Value 1.500000")
        #expect(Text("\(third)").content == "0.250000")
        #expect(Text("\(width)").content == "2.000000")
        #expect(Text("\(42) items").content == "42 items")
        #expect(Text("\(UInt8(7))").content == "7")
        #expect(Text("\(half, specifier: "%.1f")").content == "1.5")
    }

    @Test func dateStylesFormatAsDocumented() {
        #expect(Text.DateStyle.timerString(3723, showsHours: true) == "1:02:03")
        #expect(Text.DateStyle.timerString(152, showsHours: true) == "2:32")
        #expect(Text.DateStyle.components(2 * 3600 + 23 * 60 + 5) == "2 hours, 23 minutes")
        let now = fixedDate
        #expect(Text.DateStyle.offset.format(now.addingTimeInterval(7200), now: now) == "+2 hours")
        #expect(
            Text.DateStyle.time.format(now, now: now) == "9:00\u{202F}AM"
                || Text.DateStyle.time.format(now, now: now) == "9:00 AM")
    }
}
