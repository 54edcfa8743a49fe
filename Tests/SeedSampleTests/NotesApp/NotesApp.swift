// A small third-party Reactant app (a notes list, an editor, a wireframe that pushes, a
// service that saves notes), as it is written for iOS, ported with only the renames of
// Samples/RENAMES.md: `import UIKit`, `import Reactant`, `import RxSwift` and
// `import RxOptional` became `import ReactantFoundation`, and the UIKit type names lost their
// `UI` (`UIView` → `View`, `UILabel` → `Label`, `UITextField` → `TextField`,
// `UITextView` → `TextView`, `UIViewController` → `Controller`,
// `UINavigationController` → `NavigationController`, `UIBarButtonItem` → `BarItem`).
// Nothing else differs from the iOS app. NotesAppTests drives it with Interact.
import ReactantFoundation

// MARK: Model and service

struct Note: Equatable {
    let id: UUID
    var title: String
    var body: String

    init(id: UUID = UUID(), title: String = "", body: String = "") {
        self.id = id
        self.title = title
        self.body = body
    }
}

final class NoteService {
    private let notesRelay = BehaviorRelay<[Note]>(value: [])
    private(set) var saveCount = 0

    var notes: Observable<[Note]> {
        return notesRelay.asObservable()
    }

    func save(note: Note) {
        saveCount += 1
        var notes = notesRelay.value
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.append(note)
        }
        notesRelay.accept(notes)
    }
}

// MARK: Note list

final class NoteCell: ViewBase<Note, Void>, Reactant.TableViewCell {
    private let title = Label()
    private let preview = Label()
    private let divider = View()

    private(set) var highlightLog: [Bool] = []
    private(set) var isSelectedNow = false

    override func update() {
        title.text = componentState.title.isEmpty ? "Untitled" : componentState.title
        preview.text = componentState.body
    }

    override func loadView() {
        children(
            title,
            preview,
            divider
        )
        divider.backgroundColor = .lightGray
    }

    override func setupConstraints() {
        title.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        preview.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(4)
            make.leading.trailing.equalTo(title)
            make.bottom.lessThanOrEqualTo(divider.snp.top).offset(-8)
        }
        divider.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            make.height.equalTo(1)
        }
    }

    func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightLog.append(highlighted)
        View.animate(withDuration: animated ? 0.2 : 0) {
            self.backgroundColor = highlighted ? .lightGray : nil
        }
    }

    func setSelected(_ selected: Bool, animated: Bool) {
        isSelectedNow = selected
    }
}

final class NoteListRootView: PlainTableView<NoteCell>, RootView {
    let countLabel = Label()

    init() {
        super.init(reloadable: false)

        rowHeight = 64
        separatorStyle = .none
        footerView = countLabel
    }
}

final class NoteListController: ControllerBase<[Note], NoteListRootView> {
    struct Dependencies {
        let noteService: NoteService
    }
    struct Reactions {
        let openNote: (Note) -> Void
        let newNote: () -> Void
    }

    private let dependencies: Dependencies
    private let reactions: Reactions

    init(dependencies: Dependencies, reactions: Reactions) {
        self.dependencies = dependencies
        self.reactions = reactions

        super.init(title: "Notes")

        navigationItem.rightBarButtonItem = BarItem(title: "Add", style: .plain) { [weak self] in
            self?.reactions.newNote()
        }
    }

    override func afterInit() {
        dependencies.noteService.notes
            .subscribe(onNext: { [weak self] notes in
                self?.componentState = notes
            })
            .disposed(by: lifetimeDisposeBag)
    }

    override func update() {
        rootView.componentState = componentState.isEmpty ? .empty(message: "No notes yet") : .items(componentState)
        rootView.countLabel.text = componentState.count == 1 ? "1 note" : "\(componentState.count) notes"
    }

    override func act(on action: PlainTableViewAction<NoteCell>) {
        switch action {
        case .selected(let note):
            reactions.openNote(note)
        case .rowAction, .refresh:
            break
        }
    }
}

// MARK: Note editor

enum NoteEditorAction {
    case titleChanged(String)
    case bodyChanged(String)
}

final class NoteEditorRootView: ViewBase<Note, NoteEditorAction>, RootView {
    let titleField = TextField()
    let bodyView = TextView()

    override var actions: [Observable<NoteEditorAction>] {
        return [
            titleField.rx.text.skip(1).replaceNilWith("").distinctUntilChanged().map(NoteEditorAction.titleChanged),
            bodyView.rx.text.skip(1).filterNil().map(NoteEditorAction.bodyChanged),
        ]
    }

    override func update() {
        titleField.text = componentState.title
        bodyView.text = componentState.body
    }

    override func loadView() {
        children(
            titleField,
            bodyView
        )
        titleField.placeholder = "Title"
    }

    override func setupConstraints() {
        titleField.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(16)
        }
        bodyView.snp.makeConstraints { make in
            make.top.equalTo(titleField.snp.bottom).offset(8)
            make.leading.trailing.bottom.equalToSuperview().inset(16)
        }
    }
}

final class NoteEditorController: ControllerBase<Note, NoteEditorRootView> {
    struct Reactions {
        let save: (Note) -> Void
    }

    private let reactions: Reactions
    private let titleChanges = PublishSubject<String>()

    init(note: Note, reactions: Reactions) {
        self.reactions = reactions

        super.init(title: note.title.isEmpty ? "New Note" : note.title)

        componentState = note
        navigationItem.rightBarButtonItem = BarItem(title: "Save", style: .done, action: { [weak self] in
            guard let self = self else { return }
            self.reactions.save(self.componentState)
        })
    }

    override func afterInit() {
        titleChanges
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] title in
                self?.title = title.isEmpty ? "New Note" : title
            })
            .disposed(by: lifetimeDisposeBag)
    }

    override func update() {
        rootView.componentState = componentState
    }

    override func act(on action: NoteEditorAction) {
        switch action {
        case .titleChanged(let title):
            componentState.title = title
            titleChanges.onNext(title)
        case .bodyChanged(let body):
            componentState.body = body
        }
    }
}

// MARK: Wireframe

final class NotesWireframe: Wireframe {
    private let noteService: NoteService
    private let disposeBag = DisposeBag()

    init(noteService: NoteService) {
        self.noteService = noteService
    }

    func entrypoint() -> Controller {
        return NavigationController(rootViewController: noteList())
    }

    private func noteList() -> NoteListController {
        return create { provider in
            let dependencies = NoteListController.Dependencies(noteService: noteService)
            let reactions = NoteListController.Reactions(
                openNote: { note in
                    provider.navigation?.push(controller: self.noteEditor(note: note))
                },
                newNote: {
                    provider.navigation?.push(controller: self.noteEditor(note: Note()))
                })
            return NoteListController(dependencies: dependencies, reactions: reactions)
        }
    }

    private func noteEditor(note: Note) -> NoteEditorController {
        let (controller, saved) = create { (provider, saved: AnyObserver<Note>) -> NoteEditorController in
            NoteEditorController(note: note, reactions: .init(save: { note in
                saved.onNext(note)
                provider.navigation?.pop()
            }))
        }
        saved
            .subscribe(onNext: { [noteService] note in
                noteService.save(note: note)
            })
            .disposed(by: disposeBag)
        return controller
    }
}
