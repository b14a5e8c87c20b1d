import CoreModel
import CoreSupport

/// The hourly temperature as a curve of Braille dots, its high and low labelled on the y-axis,
/// local hours and day boundaries on the x-axis, and the chance of precipitation as a row of
/// blocks under the hours: the shape of the next two days at a glance.
///
/// Pure: points, units, clock and width in; lines of text out, each at most `width` columns.
package struct TemperatureChart {
    package struct Point: Equatable, Sendable {
        package var epoch: Int64
        /// In the session's units (not the model's °C): the scale the labels are read in.
        package var temperature: Double
        /// 0…1, or nil when the forecast does not say.
        package var pop: Double?
    }

    package let points: [Point]
    /// Whole-degree labels for the y-axis, e.g. `13°`.
    package let label: (Double) -> String
    package let clock: LocalTime
    package let width: Int
    package var rows = 8
    package let unicode: Bool
    /// Colours a row of the curve by the temperature at its height (nil: no colour).
    package var paint: ((String, Double) -> String)?

    /// The chart's lines, or none when there are fewer than two points to join.
    package func lines() -> [String] {
        guard points.count >= 2, let first = points.first, let last = points.last, last.epoch > first.epoch else { return [] }
        let values = points.map(\.temperature)
        let low = values.min()!
        let high = values.max()!
        let highLabel = label(high)
        let lowLabel = label(low)
        let labelWidth = max(TextWidth.of(highLabel), TextWidth.of(lowLabel))
        let plotWidth = width - labelWidth - 2
        guard plotWidth >= 10 else { return [] }

        var canvas = BrailleCanvas(columns: plotWidth, rows: rows)
        let xs = points.map { x(of: $0.epoch, first: first.epoch, last: last.epoch, dots: canvas.dotWidth) }
        let ys = values.map { value in
            high > low ? Int(((high - value) / (high - low) * Double(canvas.dotHeight - 1)).rounded()) : canvas.dotHeight / 2
        }
        for index in 1..<points.count {
            canvas.line(from: (xs[index - 1], ys[index - 1]), to: (xs[index], ys[index]))
        }

        var lines: [String] = []
        let labelled = unicode ? "┤" : "+"
        let plain = unicode ? "│" : "|"
        for (row, text) in canvas.lines(unicode: unicode).enumerated() {
            let name = row == 0 ? highLabel : row == rows - 1 ? lowLabel : ""
            let axis = name.isEmpty ? plain : labelled
            let level = high - (Double(row) + 0.5) / Double(rows) * (high - low)
            let curve = trimmedRight(text)
            lines.append(TextWidth.padLeft(name, to: labelWidth) + " " + axis + (paint?(curve, level) ?? curve))
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        let (axis, labels) = xAxis(columns: xs.map { $0 / 2 }, plotWidth: plotWidth)
        lines.append(indent + (unicode ? "└" : "+") + axis)
        lines.append(indent + " " + trimmedRight(labels))
        lines.append(indent + " " + trimmedRight(popRow(xs: xs, plotWidth: plotWidth)))
        return lines
    }

    /// The dot column of a time on the chart's span.
    package func x(of epoch: Int64, first: Int64, last: Int64, dots: Int) -> Int {
        Int((Double(epoch - first) / Double(last - first) * Double(dots - 1)).rounded())
    }

    /// The axis line with ticks, and the labels under it: weekday names where a local day begins,
    /// hours between them every 3, 6 or 12 hours as the width allows; labels never overlap.
    package func xAxis(columns: [Int], plotWidth: Int) -> (String, String) {
        let hoursShown = Double(points.last!.epoch - points.first!.epoch) / 3600
        let perHour = Double(plotWidth) / max(1, hoursShown)
        let interval = [3, 6, 12].first { Double($0) * perHour >= 4 }
        var days: [(Int, String)] = []
        var hours: [(Int, String)] = []
        var lastDay = clock.isoDate(points[0].epoch)
        for (index, point) in points.enumerated() {
            let day = clock.isoDate(point.epoch)
            let hour = clock.components(point.epoch).hour
            if day != lastDay {
                days.append((columns[index], clock.weekday(point.epoch)))
                lastDay = day
            } else if let interval, hour % interval == 0 {
                hours.append((columns[index], CivilTime.two(hour)))
            }
        }
        var axis = Array(repeating: Character(unicode ? "─" : "-"), count: plotWidth)
        // One cell a column; a wide (CJK) character takes its cell and leaves the next one empty.
        var labels = Array(repeating: " ", count: plotWidth)
        var taken = Array(repeating: false, count: plotWidth + 1)
        for (column, text) in days + hours {
            let end = column + TextWidth.of(text)
            guard column >= 0, end <= plotWidth, !taken[max(0, column - 1)...min(plotWidth, end)].contains(true) else { continue }
            var cell = column
            for character in text {
                labels[cell] = String(character)
                let width = TextWidth.of(character)
                if width == 2 { labels[cell + 1] = "" }
                cell += max(1, width)
            }
            for index in column..<end { taken[index] = true }
            axis[column] = unicode ? "┴" : "+"
        }
        return (String(axis), labels.joined())
    }

    /// One block a column for the chance of precipitation: the highest chance of the hours drawn
    /// in that column, else the chance of the hour before it.
    package func popRow(xs: [Int], plotWidth: Int) -> String {
        var row = ""
        var index = 0
        for column in 0..<plotWidth {
            var chance: Double?
            var found = false
            while index < points.count, xs[index] / 2 <= column {
                if xs[index] / 2 == column {
                    if let pop = points[index].pop { chance = max(chance ?? 0, pop) }
                    found = true
                }
                index += 1
            }
            if !found, index > 0 { chance = points[index - 1].pop }
            row.append(Sparkline.block(chance, low: 0, high: 1, unicode: unicode))
        }
        return row
    }

    /// `text` without its trailing spaces; by scalars, because finding the last character of a
    /// line of Braille by graphemes, one at a time, cost more than drawing the chart.
    package func trimmedRight(_ text: String) -> String { TextWrap.trimmingTrailingSpaces(text) }
}
