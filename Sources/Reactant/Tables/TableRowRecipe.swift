/// How a table makes its rows from its models: the row list of a state, the views of a row
/// of each kind, and the model a selected row sends. The concrete tables differ only here.
@MainActor
struct TableRowRecipe<Model, SelectedModel> {
    let rowList: ([Model]) -> TableRowList
    let makeViews: (TableRowKind) -> TableRowViews
    let selectedModel: (Any) -> SelectedModel?
}

extension TableRowRecipe where Model == SelectedModel {
    /// Cell rows only, one a model, each made by `cell`.
    static func cells(_ cell: @escaping @MainActor () -> TableRowViews) -> Self {
        Self(rowList: { TableRowList(cells: $0) }, makeViews: { _ in cell() }, selectedModel: { $0 as? SelectedModel })
    }
}

extension TableRowRecipe {
    /// Sections (`SectionModel`): a row from `header` above each section's cells and one from
    /// `footer` below them (nil: the sections have no such row); a selected cell sends its model.
    static func sections<HeaderModel, FooterModel>(
        header: (@MainActor () -> TableRowViews)?, cell: @escaping @MainActor () -> TableRowViews,
        footer: (@MainActor () -> TableRowViews)?
    ) -> Self where Model == SectionModel<HeaderModel, SelectedModel, FooterModel> {
        Self(rowList: { TableRowList(sections: $0, header: header != nil, footer: footer != nil) },
             makeViews: { kind in
                 switch kind {
                 case .header: header?() ?? cell()
                 case .cell: cell()
                 case .footer: footer?() ?? cell()
                 }
             },
             selectedModel: { $0 as? SelectedModel })
    }
}
