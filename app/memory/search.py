"""BM25F search over one user's live notes (whoosh, in RAM), and the cheap screens in front.

whoosh is pure Python: a commit costs milliseconds and a search about as much. So the index
is kept in step lazily: every write lands in `_pending` at once, and the pending changes are
committed in one batch right before the next whoosh query needs them. In front of whoosh
sit exact set checks the rules need anyway (a matching note shares at least two of the
message's words; a duplicate shares a good part of its words), which answer "nothing" for
most messages and most adds without touching whoosh at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from secrets import token_hex
from typing import Any

from whoosh import query, scoring
from whoosh.analysis import StemmingAnalyzer
from whoosh.fields import ID, TEXT, Schema
from whoosh.filedb.filestore import RamStorage
from whoosh.reading import TermNotFound
from whoosh.searching import Searcher

from app.memory.note import Note
from app.memory.rules import normalise_title

# Words that say nothing about what a note is about. Broader than whoosh's own list because
# chat messages are full of them ("how do I ...", "can you please ...").
STOPWORDS = frozenset(
    {
        "a", "about", "above", "after", "again", "against", "all", "also", "am", "an",
        "and", "any", "are", "as", "at", "be", "because", "been", "before", "being",
        "below", "between", "both", "but", "by", "can", "could", "did", "do", "does",
        "doing", "done", "down", "during", "each", "else", "etc", "few", "for", "from",
        "further", "get", "got", "had", "has", "have", "having", "he", "her", "here",
        "hers", "herself", "him", "himself", "his", "how", "i", "if", "in", "into", "is",
        "it", "its", "itself", "just", "know", "let", "like", "make", "me", "might", "more",
        "most", "much", "must", "my", "myself", "need", "no", "nor", "not", "now", "of",
        "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves", "out",
        "over", "own", "please", "same", "shall", "she", "should", "so", "some", "such",
        "than", "thank", "thanks", "that", "the", "their", "theirs", "them", "themselves",
        "then", "there", "these", "they", "this", "those", "through", "to", "too", "under",
        "until", "up", "us", "use", "used", "using", "very", "via", "want", "was", "way",
        "we", "well", "were", "what", "when", "where", "which", "while", "who", "whom",
        "why", "will", "with", "would", "yes", "yet", "you", "your", "yours", "yourself",
        "yourselves",
    }
)

FIELD_BOOSTS = {"title": 2.0, "tags": 1.5, "body": 1.0}
MIN_SHARED_WORDS = 2
MATCHING_SHORTLIST = 12


def _schema() -> Schema:
    # Built per index: the stemming analyzer keeps a cache of its own.
    analyzer = StemmingAnalyzer(stoplist=STOPWORDS, minsize=2)
    return Schema(
        id=ID(stored=True, unique=True),
        scope_key=ID(),
        title=TEXT(analyzer=analyzer, field_boost=FIELD_BOOSTS["title"]),
        tags=TEXT(analyzer=analyzer, field_boost=FIELD_BOOSTS["tags"]),
        body=TEXT(analyzer=analyzer, field_boost=FIELD_BOOSTS["body"]),
    )


def estimate_tokens(text: str) -> int:
    """max(characters / 4, words × 1.3), rounded up.

    Four characters a token is the usual rule for English BPE vocabularies and 1.3 tokens a
    word its word-count twin; code and paths run shorter per token, so taking the larger of
    the two errs on the side of staying inside a budget. No tokenizer is loaded: the notes
    library must not depend on which model serves.
    """
    return max(math.ceil(len(text) / 4), math.ceil(len(text.split()) * 1.3))


@dataclass(frozen=True, slots=True)
class Entry:
    note: Note
    stems: frozenset[str]
    fields: tuple[tuple[str, frozenset[str]], ...]
    title_key: tuple[str, str]


class NoteIndex:
    """One user's live notes. Not thread-safe by itself: the service holds the lock."""

    def __init__(self) -> None:
        self._schema = _schema()
        self._analyzer = self._schema["body"].analyzer
        self._ix = self._new_index()
        self._searcher: Searcher | None = None
        self._entries: dict[str, Entry] = {}
        self._postings: dict[str, set[str]] = {}
        self._titles: dict[tuple[str, str], set[str]] = {}
        self._pending: dict[str, Note | None] = {}

    def _new_index(self) -> Any:
        # whoosh's writers keep scratch files in $TMPDIR/<indexname>.tmp and delete that
        # folder when done; with the default name "MAIN" every index on the machine shares
        # one folder, and a writer in another process deletes it under ours.
        return RamStorage().create_index(self._schema, indexname=f"tandem-{token_hex(8)}")

    # ---- keeping in step ----------------------------------------------------------------

    def stems(self, text: str) -> frozenset[str]:
        return frozenset(t.text for t in self._analyzer(text))

    def note_stems(self, note: Note) -> frozenset[str]:
        return frozenset().union(*(stems for _, stems in self._field_stems(note)))

    def _field_stems(self, note: Note) -> tuple[tuple[str, frozenset[str]], ...]:
        doc = self._doc(note)
        return tuple((field, self.stems(doc[field])) for field in FIELD_BOOSTS)

    def rebuild(self, notes: Iterable[Note]) -> None:
        """Cold start: one writer, one commit, whatever was pending is dropped."""
        self._close_searcher()
        self._ix = self._new_index()
        self._entries.clear()
        self._postings.clear()
        self._titles.clear()
        self._pending.clear()
        writer = self._ix.writer()
        for note in notes:
            self._remember(note)
            writer.add_document(**self._doc(note))
        writer.commit()

    def upsert(self, note: Note) -> None:
        self._forget(note.id)
        self._remember(note)
        self._pending[note.id] = note

    def remove(self, note_id: str) -> None:
        if note_id in self._entries:
            self._forget(note_id)
            self._pending[note_id] = None

    def __contains__(self, note_id: str) -> bool:
        return note_id in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def notes(self) -> list[Note]:
        return [e.note for e in self._entries.values()]

    def get(self, note_id: str) -> Note | None:
        entry = self._entries.get(note_id)
        return entry.note if entry else None

    def _remember(self, note: Note) -> None:
        fields = self._field_stems(note)
        stems = frozenset().union(*(f for _, f in fields))
        title_key = (note.scope_key, normalise_title(note.title))
        self._entries[note.id] = Entry(note, stems, fields, title_key)
        for stem in stems:
            self._postings.setdefault(stem, set()).add(note.id)
        self._titles.setdefault(title_key, set()).add(note.id)

    def _forget(self, note_id: str) -> None:
        entry = self._entries.pop(note_id, None)
        if entry is None:
            return
        same_title = self._titles.get(entry.title_key)
        if same_title is not None:
            same_title.discard(note_id)
            if not same_title:
                del self._titles[entry.title_key]
        for stem in entry.stems:
            ids = self._postings.get(stem)
            if ids is not None:
                ids.discard(note_id)
                if not ids:
                    del self._postings[stem]

    @staticmethod
    def _doc(note: Note) -> dict[str, str]:
        return {
            "id": note.id,
            "scope_key": note.scope_key,
            "title": note.title,
            "tags": " ".join(note.tags),
            "body": note.body,
        }

    def _flush(self) -> None:
        if not self._pending:
            return
        writer = self._ix.writer()
        for note_id, note in self._pending.items():
            writer.delete_by_term("id", note_id)
            if note is not None:
                writer.add_document(**self._doc(note))
        writer.commit()
        self._pending.clear()
        self._close_searcher()

    def _close_searcher(self) -> None:
        # A fresh searcher after each commit: whoosh's Searcher.refresh() can keep stale
        # document counts across merges.
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def _current(self) -> Searcher:
        self._flush()
        if self._searcher is None:
            self._searcher = self._ix.searcher(weighting=scoring.BM25F(B=0.75, K1=1.2))
        return self._searcher

    def close(self) -> None:
        self._close_searcher()

    # ---- screens (no whoosh) ------------------------------------------------------------

    def same_title(self, scope_key: str, title: str) -> Note | None:
        """A note of this scope whose normalised title is this one's."""
        ids = self._titles.get((scope_key, normalise_title(title)))
        return self._entries[min(ids)].note if ids else None

    def shared_counts(
        self, stems: frozenset[str], scope_keys: frozenset[str] | None, minimum: int
    ) -> dict[str, int]:
        """Notes in the given scopes that share at least `minimum` of these stems."""
        counts: dict[str, int] = {}
        for stem in stems:
            for note_id in self._postings.get(stem, ()):
                counts[note_id] = counts.get(note_id, 0) + 1
        return {
            note_id: n
            for note_id, n in counts.items()
            if n >= minimum
            and (scope_keys is None or self._entries[note_id].note.scope_key in scope_keys)
        }

    # ---- BM25F (whoosh) -----------------------------------------------------------------

    def _query(self, pairs: Iterable[tuple[str, str]]) -> query.Or:
        q = query.Or([query.Term(field, stem) for field, stem in pairs])
        # The array matcher clears a 2,048-slot array in Python for every part; the binary
        # tree of unions is faster for the few terms a note or message has.
        q.matcher_type = query.Or.DEFAULT_MATCHER
        return q

    def _pairs(self, stems: frozenset[str], ids: list[str]) -> list[tuple[str, str]]:
        """The (field, word) pairs some of these notes have: the others score them 0."""
        return sorted(
            {(field, stem) for i in ids for field, have in self._entries[i].fields
             for stem in have & stems}
        )

    def score(self, stems: frozenset[str], ids: Iterable[str]) -> dict[str, float]:
        """whoosh's BM25F scores of the given notes for an OR of these stems.

        Each term's posting list is walked only to the given notes (skip_to) with whoosh's
        own BM25F scorer, the sum over terms being what an Or query scores. It skips the
        query, union and collector machinery, which cost more than the scoring itself for
        the dozen notes the rules ever ask about; `search_score` is the same figure the long
        way, and a test holds the two equal."""
        ids = sorted({i for i in ids if i in self._entries})
        pairs = self._pairs(stems, ids)
        if not pairs:
            return {}
        searcher = self._current()
        docs = sorted(
            (n, i) for n, i in ((searcher.document_number(id=i), i) for i in ids)
            if n is not None
        )
        totals = dict.fromkeys((i for _, i in docs), 0.0)
        weighting = searcher.weighting
        for field, stem in pairs:
            scorer = weighting.scorer(searcher, field, stem)
            try:
                matcher = searcher.postings(field, stem, weighting=weighting)
            except TermNotFound:
                continue
            for docnum, note_id in docs:
                if not matcher.is_active():
                    break
                if matcher.id() < docnum:
                    matcher.skip_to(docnum)
                    if not matcher.is_active():
                        break
                if matcher.id() == docnum:
                    totals[note_id] += scorer.score(matcher)
        return {i: s for i, s in totals.items() if s > 0}

    def search_score(self, stems: frozenset[str], ids: Iterable[str]) -> dict[str, float]:
        """The same scores through a whoosh query: an Or of the terms, Required to the ids."""
        ids = sorted({i for i in ids if i in self._entries})
        pairs = self._pairs(stems, ids)
        if not pairs:
            return {}
        only = query.Or([query.Term("id", i) for i in ids])
        only.matcher_type = query.Or.DEFAULT_MATCHER
        q = query.Require(self._query(pairs), only)
        # limit=None: no block-quality skipping, which whoosh's Require gets wrong.
        results = self._current().search(q, limit=None)
        return {hit["id"]: float(hit.score) for hit in results}

    def search(
        self, text: str, limit: int = 10, scope_keys: frozenset[str] | None = None
    ) -> list[tuple[str, float]]:
        stems = self.stems(text)
        candidates = self.shared_counts(stems, scope_keys, 1)
        if not candidates:
            return []
        scores = self.score(stems, candidates)
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))
        return ranked[:limit]

    def matching(
        self,
        message: str,
        scope_keys: frozenset[str],
        keep: Callable[[Note], bool] = lambda note: True,
    ) -> list[tuple[str, float]]:
        """Visible notes sharing at least two of the message's words, best BM25F first."""
        stems = self.stems(message)
        if len(stems) < MIN_SHARED_WORDS:
            return []
        candidates = [
            note_id
            for note_id in self.shared_counts(stems, scope_keys, MIN_SHARED_WORDS)
            if keep(self._entries[note_id].note)
        ]
        if not candidates:
            return []
        # whoosh builds a matcher per term and per id, so only the notes that could rank
        # are scored: the best by summed IDF of the shared words, a cheap stand-in for BM25.
        n = len(self._entries)
        idf = {s: math.log(1 + n / len(self._postings[s])) for s in stems if s in self._postings}
        weight = {i: sum(idf[s] for s in self._entries[i].stems & stems) for i in candidates}
        shortlist = sorted(candidates, key=lambda i: (-weight[i], i))[:MATCHING_SHORTLIST]
        used = stems & frozenset().union(*(self._entries[i].stems for i in shortlist))
        scores = self.score(used, shortlist)
        return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))

    def closest(
        self, title: str, body: str, tags: tuple[str, ...], scope_key: str, minimum: float
    ) -> tuple[str, float] | None:
        """The same-scope note this text most nearly restates, and how closely.

        closeness = min(BM25F ratio, word cover), where the BM25F ratio is
        score(this text → note) / score(note's own text → note), the share of the note's own
        weight this text covers, and the word cover is the share of this text's words the
        note has. Both must be high for a restatement: a short note inside a long one, or a
        long note that adds much to a short one, is a note of its own. Since closeness is at
        most the word cover, notes below `minimum` cover are never scored: whoosh runs only
        for real candidates.
        """
        stems = self.stems(f"{title}\n{' '.join(tags)}\n{body}")
        if not stems:
            return None
        shared = self.shared_counts(stems, frozenset({scope_key}), 1)
        cover = {note_id: n / len(stems) for note_id, n in shared.items()}
        screened = sorted((i for i, c in cover.items() if c >= minimum), key=lambda i: -cover[i])
        if not screened:
            return None
        screened = screened[:5]
        against = self.score(stems, screened)
        best: tuple[str, float] | None = None
        for note_id in screened:
            own = self.score(self._entries[note_id].stems, [note_id]).get(note_id, 0.0)
            if own <= 0:
                continue
            closeness = min(against.get(note_id, 0.0) / own, cover[note_id])
            if best is None or closeness > best[1]:
                best = (note_id, closeness)
        return best
