import Reactant

/// Our table's steps after the first frame, in the order of `metrics`, the same on GTK 3 and
/// GTK 4: through `.items` from the caller's array `models`, as a seed controller would, then
/// through `updateItems` on the table's own array, a scroll, and clearing.
@MainActor
public func timeOurSteps<Cell>(_ timer: StepTimer, table: PlainTableView<Cell>, models: inout [BenchRow])
    where Cell.StateType == BenchRow {
    let middle = models.count / 2
    timer.timed(steps.everyRow) { sample in
        for index in models.indices { models[index].name = "Name \(index) (\(sample + 1))" }
        table.componentState = .items(models)
    }
    // The caller keeps its array and changes one model, as a seed controller would. The
    // array's own share (a copy of every element if the table still shared the array)
    // is shown apart in the detail output.
    timer.timed(steps.oneRow) { sample in
        let start = timer.now()
        models[2].name = "Changed \(sample)"
        timer.detail("array copy for change one row \((timer.now() - start) * 1000) ms")
        table.componentState = .items(models)
    }
    timer.timed(steps.insert) { sample in
        let start = timer.now()
        models.insert(BenchRow(id: -1 - sample, name: "Inserted", detail: "Inserted"), at: middle)
        timer.detail("array copy for insert \((timer.now() - start) * 1000) ms")
        table.componentState = .items(models)
    }
    // The same changes through `updateItems`, on the table's own array: no array is
    // copied or freed. Plain C changes its store in place too.
    models = []
    timer.timed(steps.oneRow) { sample in table.updateItems { $0[3].name = "Changed \(sample)" } }
    timer.timed(steps.insert) { sample in
        table.updateItems { $0.insert(BenchRow(id: -100 - sample, name: "Inserted", detail: "Inserted"), at: middle + 1) }
    }
    timer.timed(steps.scroll, before: { table.scrollToRow(0, at: .top) }) { _ in
        table.scrollToRow(table.rowCount - 1, at: .bottom)
    }
    timer.timed { _ in
        models = []
        table.componentState = .items(models)
    }
}
