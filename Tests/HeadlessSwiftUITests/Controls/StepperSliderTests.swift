import Foundation
import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Steppers and sliders step, snap and clamp")
struct StepperSliderTests {
    final class Log {
        var editing: [Bool] = []
    }

    struct Party: View {
        let log: Log
        @State private var guests = 2
        @State private var volume = 0.5
        @State private var brightness = 0.0
        var body: some View {
            VStack {
                Stepper("Guests", value: $guests, in: 1...4, step: 2) { log.editing.append($0) }
                Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                Slider(value: $brightness)
                Text("\(guests) guests at \(volume)")
            }
        }
    }

    @Test func aStepperStepsByItsStepAndStaysInItsRange() throws {
        let log = Log()
        let host = ViewHost(Party(log: log))
        let stepper = try host.control("Guests")
        #expect(stepper.value(as: Int.self) == 2)
        #expect(stepper.bounds as? ClosedRange<Int> == 1...4)
        #expect(stepper.step as? Int == 2)
        try host.increment("Guests")
        #expect(host.contains(text: "4 guests at 0.500000"))
        try host.increment("Guests")
        #expect(host.contains(text: "4 guests at 0.500000"))
        try host.decrement("Guests")
        try host.decrement("Guests")
        #expect(host.contains(text: "1 guests at 0.500000"))
        #expect(log.editing.prefix(2) == [true, false])
    }

    @Test func aSliderSnapsToItsStepAndClamps() throws {
        let host = ViewHost(Party(log: Log()))
        let slider = try host.control("Volume")
        #expect(slider.value(as: Double.self) == 0.5)
        #expect(slider.bounds as? ClosedRange<Double> == 0...1)
        #expect(slider.step as? Double == 0.25)
        #expect(try host.control("").step == nil, "a slider without a step moves freely")
        try host.slide("Volume", to: 0.8)
        #expect(host.contains(text: "2 guests at 0.750000"))
        try host.slide("Volume", to: 7)
        #expect(host.contains(text: "2 guests at 1.000000"))
    }

    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Stepper("Count \(count)", onIncrement: { count += 10 }, onDecrement: nil)
        }
    }

    @Test func aStepperWithActionsRunsThemAndHasNoMissingButton() throws {
        let host = ViewHost(Counter())
        try host.increment("Count 0")
        let stepper = try host.control("Count 10")
        #expect(stepper.kind == .stepper)
        #expect(stepper.value == nil, "a stepper built from actions holds no value")
        #expect(stepper.bounds == nil && stepper.step == nil)
        #expect(throws: ViewHostError.self) { try host.decrement("Count 10") }
    }
}

@MainActor
@Suite("Date pickers choose dates inside their range")
struct DatePickerTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    struct Booking: View {
        @State private var date = DatePickerTests.start
        var body: some View {
            DatePicker("Check-in", selection: $date, in: DatePickerTests.start..., displayedComponents: .date)
                .datePickerStyle(.graphical)
        }
    }

    @Test func pickingADateWritesItAndStopsAtTheBound() throws {
        let host = ViewHost(Booking())
        let picker = try host.control("Check-in")
        #expect(picker.value(as: Date.self) == Self.start)
        #expect((picker.bounds as? PartialRangeFrom<Date>)?.lowerBound == Self.start)
        #expect(picker.style is GraphicalDatePickerStyle)
        try host.pick(date: Date(timeIntervalSince1970: 1_800_000_000), in: "Check-in")
        #expect(try host.control("Check-in").value(as: Date.self) == Date(timeIntervalSince1970: 1_800_000_000))
        try host.pick(date: Date(timeIntervalSince1970: 0), in: "Check-in")
        #expect(try host.control("Check-in").value(as: Date.self) == Self.start, "the range's lower bound")
    }
}
