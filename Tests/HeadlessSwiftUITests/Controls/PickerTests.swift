import HeadlessSwiftUI
import HeadlessSwiftUIHost
import Testing

@MainActor
@Suite("Pickers select the tag of the chosen row")
struct PickerTests {
    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct Order: View {
        @State private var flavor = Flavor.chocolate
        @State private var size = "M"
        @State private var topping: String?
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                    Text("Large").tag("L")
                }
                .pickerStyle(.wheel)
                Picker("Topping", selection: $topping) {
                    Text("None").tag(String?.none)
                    Text("Sprinkles").tag("sprinkles")
                }
                .pickerStyle(.menu)
                Text("\(flavor.rawValue) \(size) \(topping ?? "plain")")
            }
        }
    }

    @Test func everyStylePicksByTheRowsText() throws {
        let host = ViewHost(Order())
        #expect(try host.control("Flavor").value(as: Flavor.self) == .chocolate)
        #expect(try host.control("Flavor").style is SegmentedPickerStyle)
        try host.pick("Vanilla", in: "Flavor")
        try host.pick("Large", in: "Size")
        try host.pick("Sprinkles", in: "Topping")
        #expect(host.contains(text: "vanilla L sprinkles"))
        #expect(try host.control("Size").value(as: String.self) == "L")
        #expect(try host.control("Size").style is WheelPickerStyle)
        #expect(try host.control("Topping").value(as: String?.self) == "sprinkles")
        #expect(try host.control("Topping").style is MenuPickerStyle)
        try host.pick("None", in: "Topping")
        #expect(host.contains(text: "vanilla L plain"))
    }

    @Test func theRowsShowTheirTagsBelowThePicker() {
        let host = ViewHost(Order())
        let lines = host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(#"Text "Medium" .tag("M")"#))
    }

    @Test func anUnknownRowListsTheRows() {
        let host = ViewHost(Order())
        do {
            try host.pick("Mint", in: "Flavor")
            Issue.record("picked a row that does not exist")
        } catch {
            #expect("\(error)".contains(#""Chocolate", "Vanilla", "Strawberry""#))
        }
    }
}
