import FoundationEssentials
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Carrying out the session's effects: fetching, showing, saving, and what an interrupt leaves.
extension SessionRunner {
    func perform(_ effects: [Effect]) {
        for effect in effects {
            trace?.note(effect)
            switch effect {
            case .render(.quietAnswer(let status)):
                quietStatus = max(quietStatus ?? 0, status)
            case .render(let view):
                for problem in questions.takeProblems() { warn(problem) }
                // The state is built once for the view (a copy of every field of the session).
                let state = session.state
                var presenter = presenter(for: state)
                var view = view
                // The hourly tab on a terminal (or a cast) too short for it lists every 3rd hour.
                if view == .tab(.hourly), state.format == .text, let rows = layoutRows,
                    presenter.render(view, state: state).split(separator: "\n").count > rows - 1
                {
                    view = .compactHourly
                }
                let image = imageEscape(for: view, state: state)
                presenter.style.showsImages = image != nil
                if case .explain = view {
                    presenter.iconImages = images.fetches
                    presenter.imageTerminal = imageProtocol != nil
                }
                let text = presenter.render(view, state: state)
                presenter.style.showsImages = false
                if !text.isEmpty {
                    show(text, image: image) { presenter.render(view, state: state) }
                }
                if case .tab(.city) = view, state.format == .text, !text.isEmpty {
                    perform([.hint(""), .hint(TabRenderer.changePlaceHint)])
                }
            case .hint(let text):
                // Wrapped to the terminal, like every view (`location` eingeben… was 42 columns).
                if interactive || invocation.echo { output.line(presenter(for: session.state).style.wrapped(session.state.words(text))) }
            case .error(let failure):
                for problem in questions.takeProblems() { warn(problem) }
                report(failure)
            case .readFile(let path, let units):
                let result = FileBytes.read(expand(path), limit: WeatherDocument.maximumSize).map(\.data)
                perform(session.fileRead(path: path, units: units, result: result, now: Int64(services.now().timeIntervalSince1970)))
            case .geocode(let name):
                // A change made before a fetch is kept even if wxsh is killed during it.
                saveStateIfNeeded()
                let fetcher = live.fetcher(for: session.state.weather.provider, language: session.state.words.language)
                let mode = session.state.weather.mode
                let (result, interrupted) = LiveData.run(spinner: spinner(for: effect), interrupts: interrupts) {
                    await fetcher.geocode(name, mode: mode)
                }
                trace?.finish(looking: name, provider: session.state.weather.provider, result: result)
                if interrupted && stopForInterrupt() { return }
                let answer = replayed(result, what: "place search for `\(TerminalSafety.sanitize(name))`")
                perform(interrupted ? session.geocodeInterrupted(name, result: answer) : session.geocoded(name, result: answer))
            case .fetchWeather(let place, let purpose):
                saveStateIfNeeded()
                let fetcher = live.fetcher(for: session.state.weather.provider, language: session.state.words.language)
                let mode = session.state.weather.mode
                let (result, interrupted) = LiveData.run(spinner: spinner(for: effect), interrupts: interrupts) {
                    await fetcher.weather(for: place, mode: mode, refresh: purpose == .refresh)
                }
                cacheFilesPending = true
                trace?.finish(fetching: place, provider: session.state.weather.provider, result: result)
                if interrupted && stopForInterrupt() { return }
                let missed = replayMissed(result)
                let answer = markedReplayed(
                    missed ? .failure(FetchFailure("\(Replay.missing): forecast for \(place.displayName)")) : result)
                var effects =
                    interrupted
                    ? session.fetchInterrupted(place, purpose: purpose, result: answer)
                    : session.fetched(place, purpose: purpose, result: answer)
                // A refresh nobody asked for (stale data about to be shown) that the recording
                // cannot answer stays quiet, as it does offline: what there is is shown.
                if missed, case .freshen = purpose { effects.removeAll { if case .warning = $0 { true } else { false } } }
                perform(effects)
            case .fetchPlaces(let places, let refresh):
                fetchPlaces(places, refresh: refresh)
            case .fetchDated(let request):
                fetchDated(request, effect: effect)
            case .storeKey(let key):
                switch live.store(key) {
                case .success(let stored):
                    perform(session.keyStored(.success((stored.keySet, stored.summary)), saved: stored.saved))
                case .failure(let error):
                    perform(session.keyStored(.failure(error), saved: ""))
                }
            case .warning(let message):
                warn(message)
            case .saveState:
                stateDirty = true
            case .readLanguage(let language):
                let (words, problem) = languages.words(for: language)
                if let problem { warn(problem) }
                perform(session.languageRead(words))
            case .demo(let command):
                carryOut(command)
            case .quit:
                return
            }
        }
    }

    /// Gets the weather of dates (`day DATE`, `history`), kept answers first.
    func fetchDated(_ request: DatedRequest, effect: Effect) {
        let fetcher = live.datedFetcher(for: session.state.weather.provider)
        let mode = session.state.weather.mode
        let (result, interrupted) = LiveData.run(spinner: spinner(for: effect), interrupts: interrupts) {
            await fetcher.weather(request.place, range: request.range, hourly: request.hourly, today: request.today, mode: mode)
        }
        trace?.finish(dated: request, provider: session.state.weather.provider, result: result)
        if interrupted && stopForInterrupt() { return }
        let span = request.range.count == 1 ? request.range.from.iso : "\(request.range.from.iso) to \(request.range.to.iso)"
        var answer = replayed(result, what: "weather of \(span) for \(request.place.displayName)")
        if services.demo?.replay != nil, case .success(var weather) = answer {
            for index in weather.answers.indices where weather.answers[index].origin.arrival == .live {
                weather.answers[index].origin = weather.answers[index].origin.replayed
            }
            answer = .success(weather)
        }
        perform(interrupted ? [] : session.datedFetched(request, result: answer))
    }

    /// Prints a view, through the pager when it is taller than the terminal.
    /// With an image above it (OpenWeather's icon) when there is one; never while paging, when
    /// `withoutImage` gives the text to page instead (the art in place of the image).
    func show(_ text: String, image: String? = nil, withoutImage: () -> String = { "" }) {
        presenting.lastView = text
        let rows = PagerPolicy.rows(environment: environment, terminalRows: outputTraits.isTerminal ? services.terminal.rows() : nil)
        if let command = PagerPolicy.command(
            for: text, outputIsTerminal: outputTraits.isTerminal,
            enabled: session.state.weather.pager && !invocation.noPager, rows: rows, pager: environment["PAGER"])
        {
            output.flush()
            if Pager.show(
                (image == nil ? text : withoutImage()) + "\n", command: command, environment: environment, interrupts: interrupts)
            {
                return
            }
        }
        if let image { output.raw(image) }
        showPaged(text)
        castViewShown()
    }

    /// The escape that shows the current conditions' icon image above the city, now and
    /// pollution tabs, when the terminal shows images and `icons` allows; else nil.
    func imageEscape(for view: View, state: SessionState) -> String? {
        guard case .tab(let tab) = view, [.city, .now, .pollution].contains(tab), state.format == .text, state.weather.charts,
            let kind = imageProtocol, state.weather.icons.resolved(showsImages: true) == .image,
            let code = state.weather.data?.forecast.current?.conditions.first?.icon,
            let png = images.png(code, offline: state.weather.mode == .offline)
        else { return nil }
        return InlineImage.escape(png: png, protocol: kind, columns: 13, rows: 5)
    }

    /// `~/x` as the user's home folder.
    func expand(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] ?? services.accountHome else { return path }
        return home + path.dropFirst(1)
    }

    /// Ctrl-C stopped a fetch: a script ends (status 130); at the prompt, the session is told
    /// (`fetchInterrupted`), which drops the command.
    /// - Returns: whether the run should stop.
    func stopForInterrupt() -> Bool {
        _ = interrupts.takeInterrupt()
        if let signal = interrupts.termination {
            terminatedBy = signal
            session.stop()
            return true
        }
        if interactive { return false }
        interruptedScript = true
        session.stop()
        return true
    }

    /// Writes the session's state if it changed, merging saved places with the file's.
    func saveStateIfNeeded() {
        guard stateDirty else { return }
        stateDirty = false
        let ours = session.savedState
        let changes = session.pendingPlaceChanges
        let (written, warning) = store.save { disk in ours.merged(onto: disk, changes: changes) }
        if let written { session.didSave(written) }
        if let warning { warn(warning) }
    }

    /// Waits for the cache files fetches are writing, and says if any could not be.
    func finishCacheFiles() {
        for problem in live.cache.takeReadProblems() { warn(problem) }
        // Only after a fetch: waiting means starting Swift's task threads, a few milliseconds.
        guard cacheFilesPending else { return }
        cacheFilesPending = false
        for problem in live.finishWriting() { warn(problem) }
    }

    func report(_ failure: ErrorReport) {
        failed = true
        let message = session.state.words(failure.message)
        if session.state.format == .json {
            // One JSON object a script can read; the command and, from a script file, where.
            output.error(
                failure.json(
                    command: currentCommand.map(KeyMask.masked), file: scriptName, line: scriptName == nil ? nil : lineNumber,
                    words: session.state.words))
        } else if let steppingAt {
            output.error(said: message, where: session.state.words("step \(steppingAt)"))
        } else if let scriptName {
            output.error(said: message, where: "\(TerminalSafety.sanitize(scriptName)):\(lineNumber)")
        } else {
            output.error(said: message)
        }
    }

    /// Something to know that is not a failure: `wxsh: …`, or one JSON object with `--format json`.
    func warn(_ message: Phrase) {
        output.error(SessionRunner.warningLine(session.state.words(message), json: session.state.format == .json))
    }

    /// The progress line for a network effect, when standard error is a terminal.
    func spinner(for effect: Effect) -> Spinner? {
        Spinner(
            for: effect, unicode: outputTraits.unicode,
            width: TerminalPolicy.width(environment: environment, terminalColumns: services.terminal.errorColumns()),
            errorIsTerminal: services.terminal.errorIsTerminal, output: output, words: session.state.words)
    }

    func presenter() -> Presenter {
        presenter(for: session.state)
    }

    /// The presenter for `state`, the session's state as it is now.
    func presenter(for state: SessionState) -> Presenter {
        let traits = outputTraits
        let outputIsTerminal = traits.isTerminal
        let style = RenderStyle(
            width: TerminalPolicy.width(environment: environment, terminalColumns: outputIsTerminal ? services.terminal.columns() : nil),
            color: traits.color, unicode: traits.unicode, truecolor: traits.truecolor,
            zoneNames: zones.names(for: state.weather.data?.forecast.timeZone))
        return Presenter(
            style: style, now: Int64(services.now().timeIntervalSince1970),
            files: demoFiles
                ?? paths.map {
                    [("State", store.path), ("History", $0.historyFile), ("Config", live.keyStore.file ?? ""), ("Cache", $0.cache)]
                } ?? [],
            outputIsTerminal: outputIsTerminal, cache: renderCache)
    }

    func banner() -> String {
        let words = session.state.words
        let place = session.state.weather.data?.place.displayName(in: words.language) ?? words("no data")
        return words("wxsh \(WXVersion.string) — weather and air quality. Showing \(place); type `help` for commands, `quit` to leave.")
    }
}
