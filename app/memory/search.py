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
import re
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass
from itertools import chain
from secrets import token_hex
from typing import Any

import numpy as np
from whoosh import query, scoring
from whoosh.filedb.filestore import RamStorage
from whoosh.searching import Searcher

from app.memory.meaning import MEANING
from app.memory.note import Note
from app.memory.note_vectors import NoteVectors, digest_of
from app.memory.relevance import MATCHING, Match, Relevance
from app.memory.restatement import Specifics, closeness, referent_changed, substituted
from app.memory.rules import normalise_title
from app.memory.terms import FIELD_BOOSTS, Analysis, codec, schema

MIN_SHARED_WORDS = 2
# When two stems are one word (spec 26.3's "shares a word"): one begins the other ("promo"
# and "promotion", "krank" and "krankmelden", "month" and "monthly") or ends it, as a
# compound's head does ("executor" in "KubernetesExecutor"). The shorter must be this long
# and hold this share of the longer, so "data" meets "database" but "car" never meets
# "carbonara".
PREFIX_MIN, PREFIX_SHARE = 4, 0.5
COMPOUND_MIN, COMPOUND_SHARE = 5, 0.4
MATCHING_SHORTLIST = 12
MATCHING_SHOWN = 6  # the best-ranked candidates the relevance model reads (3 go in at most)
# closeness (a weighted Jaccard) is at most the share of a text's weight the note holds, so
# a note holding under this share cannot reach any dedupe threshold from here up.
RESTATED_SCREEN = 0.3
# Two single words of like meaning, from the sentence encoder: chosen on the tuning half of
# tests/data/dedupe_pairs.yaml (0.45 to 0.65 give the same merges there).
PARAPHRASE_MIN_MEANING = 0.55

Tokens = dict[str, list[str]]


@dataclass(frozen=True, slots=True)
class Entry:
    note: Note
    stems: frozenset[str]
    fields: tuple[tuple[str, frozenset[str]], ...]
    title_key: tuple[str, str]
    scope_key: str
    freqs: dict[str, dict[str, int]]  # field -> stem -> how often: whoosh's posting weights
    specifics: Specifics  # what it names and counts (`restatement`)


@dataclass(frozen=True, slots=True)
class Restated:
    """A note an add may restate: its word closeness and its cosine in meaning."""

    note_id: str
    closeness: float
    meaning: float


def _meaning_text(note: Note) -> str:
    return f"{note.title}. {note.body}"


_SENTENCE_END = re.compile(r"(?<=[.!?;:])\s+|\n+")


def _parts(note: Note) -> list[str]:
    """The note's title and each sentence of its body, for the cosine of a message to the
    part of the note closest to it: a note's other facts dilute its whole vector, so a
    question that one sentence answers can sit far from the note as a whole."""
    sentences = (part.strip() for part in _SENTENCE_END.split(note.body))
    return [note.title, *(part for part in sentences if part)]


def _vector_texts(note: Note) -> list[str]:
    """What a note's vectors encode, in order: the whole note, its title, each sentence."""
    return [_meaning_text(note), *_parts(note)]


_VOWELS = frozenset("aeiouäöüàâéèêëîïôùûáíóú")
_VERSION = re.compile(r"\d+(?:\.\d+)+")


def _abbreviations(ordered: list[str], word: str) -> list[str]:
    """The stems `word` is a contraction of: a word of three letters or more with at most
    one vowel ("bday", "appt", "wknd") whose letters a longer stem holds in order, with
    the same first and last letter ("birthday", "appoint", "weekend")."""
    if len(word) < 3 or not word.isalpha() or sum(c in _VOWELS for c in word) > 1:
        return []
    found = []
    for i in range(bisect_left(ordered, word[0]), len(ordered)):
        longer = ordered[i]
        if longer[0] != word[0]:
            break
        if len(longer) >= len(word) + 2 and longer[-1] == word[-1]:
            letters = iter(longer)
            if all(c in letters for c in word):
                found.append(longer)
    return found


def _versions(ordered: list[str], have: Container[str], word: str) -> list[str]:
    """The version numbers that are one with `word`: "1.7" is "1.7.5", and the reverse."""
    if not _VERSION.fullmatch(word):
        return []
    parts = word.split(".")
    return [*_extensions(ordered, word + ".", 1, 0.0),
            *(p for k in range(2, len(parts)) if (p := ".".join(parts[:k])) in have)]


def _extensions(ordered: list[str], start: str, least: int, share: float) -> list[str]:
    """The strings of a sorted list that begin with `start` and are one word with it."""
    if len(start) < least:
        return []
    found = []
    for i in range(bisect_left(ordered, start), len(ordered)):
        longer = ordered[i]
        if not longer.startswith(start):
            break
        if longer != start and len(start) >= share * len(longer):
            found.append(longer)
    return found


class _Posting:
    """One posting, for a whoosh scorer's `score(matcher)`, which reads only the document
    number and the weight. The weight whoosh stores for a stem is its frequency in the
    field times the field boost (`StemsField.index`), known from the note's own stems, so
    no posting list has to be opened to score a note that has the stem."""

    __slots__ = ("_docnum", "_weight")

    def __init__(self, docnum: int, weight: float) -> None:
        self._docnum = docnum
        self._weight = weight

    def id(self) -> int:
        return self._docnum

    def weight(self) -> float:
        return self._weight


class NoteIndex:
    """One user's live notes. Not thread-safe by itself: the service holds the lock."""

    def __init__(self, user: str = "", vectors: NoteVectors | None = None) -> None:
        """`vectors` keeps each note's sentence vectors across restarts, as `user`'s."""
        self._user = user
        self._vectors = vectors
        self._matrices: dict[str, tuple[bytes, np.ndarray]] = {}  # id -> (digest, vectors)
        self._schema = schema()
        self._analyzer = Analysis()  # per index: it keeps stem caches
        self._ix = self._new_index()
        self._searcher: Searcher | None = None
        # What the current searcher has answered, kept until the next commit: the document
        # number of each id, the BM25F scorer of each (field, stem) and each (field, stem,
        # document)'s score. A query then costs whoosh only the pairs it has not seen.
        self._docnums: dict[str, int | None] = {}
        self._scorers: dict[tuple[str, str], Any] = {}
        self._scores: dict[tuple[str, str], dict[int, float]] = {}
        self._entries: dict[str, Entry] = {}
        self._postings: dict[str, set[str]] = {}
        self._titles: dict[tuple[str, str], set[str]] = {}
        # How many notes hold each stem in lower case (`restatement`: not a name).
        self._plain: Counter[str] = Counter()
        self._pending: dict[str, Tokens | None] = {}
        # The stems, sorted forwards and reversed, for `words`' prefix and compound lookups;
        # rebuilt on the first message after a write changed them.
        self._vocab: tuple[list[str], list[str]] | None = None

    def _new_index(self) -> Any:
        # whoosh's writers keep scratch files in $TMPDIR/<indexname>.tmp and delete that
        # folder when done; with the default name "MAIN" every index on the machine shares
        # one folder, and a writer in another process deletes it under ours.
        return RamStorage().create_index(self._schema, indexname=f"tandem-{token_hex(8)}")

    # ---- keeping in step ----------------------------------------------------------------

    def stems(self, text: str) -> frozenset[str]:
        return frozenset(self._analyzer(text))

    def note_stems(self, note: Note) -> frozenset[str]:
        return frozenset().union(*self._tokens(note).values())

    def _tokens(self, note: Note) -> Tokens:
        """Each field's stems, in order and with repeats: what whoosh indexes. The whole
        note is in one language, whichever field shows it."""
        texts = self._texts(note)
        stem = self._analyzer.for_text("\n".join(text for _, text in texts))
        return {field: stem(text) for field, text in texts}

    def rebuild(self, notes: Iterable[Note]) -> None:
        """Cold start: one writer, one commit, whatever was pending is dropped."""
        self._close_searcher()
        self._ix = self._new_index()
        self._entries.clear()
        self._matrices.clear()
        self._postings.clear()
        self._titles.clear()
        self._plain.clear()
        self._pending.clear()
        self._vocab = None
        writer = self._ix.writer(codec=codec())
        for note in notes:
            tokens = self._tokens(note)
            self._remember(note, tokens)
            writer.add_document(id=note.id, **tokens)
        writer.commit()
        if self._vectors is not None:  # notes deleted while Tandem was not running
            self._vectors.keep_only(self._user, self._entries)

    def upsert(self, note: Note) -> None:
        if self._vectors is not None:  # an edit's earlier text is not kept in any form
            self._vectors.forget_other_text(self._user, note.id, digest_of(_vector_texts(note)))
        self._forget(note.id)
        tokens = self._tokens(note)
        self._remember(note, tokens)
        self._pending[note.id] = tokens

    def remove(self, note_id: str) -> None:
        if note_id in self._entries:
            self._forget(note_id)
            self._matrices.pop(note_id, None)
            if self._vectors is not None:
                self._vectors.forget(self._user, [note_id])
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

    def _remember(self, note: Note, tokens: Tokens) -> None:
        freqs = {field: dict(Counter(stems)) for field, stems in tokens.items()}
        fields = tuple((field, frozenset(counts)) for field, counts in freqs.items())
        stems = frozenset().union(*(f for _, f in fields))
        scope_key = note.scope_key
        title_key = (scope_key, normalise_title(note.title))
        whole = "\n".join(text for _, text in self._texts(note))
        specifics = Specifics.of(whole, self._analyzer.for_text(whole))
        self._entries[note.id] = Entry(note, stems, fields, title_key, scope_key, freqs,
                                       specifics)
        self._plain.update(specifics.plain)
        for stem in stems:
            if stem not in self._postings:
                self._vocab = None
            self._postings.setdefault(stem, set()).add(note.id)
        self._titles.setdefault(title_key, set()).add(note.id)

    def _forget(self, note_id: str) -> None:
        entry = self._entries.pop(note_id, None)
        if entry is None:
            return
        plain = self._plain
        for stem in entry.specifics.plain:
            plain[stem] -= 1
            if plain[stem] <= 0:
                del plain[stem]
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
                    self._vocab = None

    @staticmethod
    def _texts(note: Note) -> tuple[tuple[str, str], ...]:
        """The text of each whoosh field, in FIELD_BOOSTS order."""
        return (("title", note.title), ("tags", " ".join(note.tags)), ("body", note.body))

    def _flush(self) -> None:
        if not self._pending:
            return
        writer = self._ix.writer(codec=codec())
        for note_id, tokens in self._pending.items():
            writer.delete_by_term("id", note_id)
            if tokens is not None:
                writer.add_document(id=note_id, **tokens)
        writer.commit()
        self._pending.clear()
        self._close_searcher()

    def _close_searcher(self) -> None:
        # A fresh searcher after each commit: whoosh's Searcher.refresh() can keep stale
        # document counts across merges. What the old one answered goes with it.
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None
        self._docnums.clear()
        self._scorers.clear()
        self._scores.clear()

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
        """Notes in the given scopes that share at least `minimum` of these stems, each
        stem counted as a word of its own (`word_counts`)."""
        postings = self._postings
        return self.word_counts({s: frozenset((s,)) for s in stems if s in postings},
                                scope_keys, minimum)

    def words(self, message: str) -> dict[str, frozenset[str]]:
        """Each of the message's words (by its stem) with the notes' stems that are that
        word: its stem in any language, and stems that begin or end with it or it with them
        (PREFIX_MIN, COMPOUND_MIN). A word no note has maps to nothing."""
        postings = self._postings
        if self._vocab is None:
            self._vocab = (sorted(postings), sorted(s[::-1] for s in postings))
        forward, backward = self._vocab
        out = {}
        for stem, variants in self._analyzer.variants(message).items():
            found = {v for v in variants if v in postings}
            for v in variants:
                found.update(_extensions(forward, v, PREFIX_MIN, PREFIX_SHARE))
                found.update(p for k in range(PREFIX_MIN, len(v)) if (p := v[:k]) in postings
                             and k >= PREFIX_SHARE * len(v))
                found.update(r[::-1] for r in _extensions(backward, v[::-1], COMPOUND_MIN,
                                                          COMPOUND_SHARE))
                found.update(t for k in range(1, len(v) - COMPOUND_MIN + 1)
                             if (t := v[k:]) in postings and len(t) >= COMPOUND_SHARE * len(v))
                found.update(_versions(forward, postings, v))
            if not found:  # a shorthand no note spells out as written
                found.update(chain.from_iterable(_abbreviations(forward, v) for v in variants))
            out[stem] = frozenset(found)
        return out

    def word_counts(self, words: dict[str, frozenset[str]], scope_keys: frozenset[str] | None,
                    minimum: int) -> dict[str, int]:
        """Notes in the given scopes holding at least `minimum` of these words."""
        counts = Counter(chain.from_iterable(self._holders(found) for found in words.values()))
        entries = self._entries
        return {note_id: n for note_id, n in counts.items() if n >= minimum
                and (scope_keys is None or entries[note_id].scope_key in scope_keys)}

    def _holders(self, found: frozenset[str]) -> set[str]:
        """The notes holding any of these stems (one word's)."""
        postings = self._postings
        if len(found) == 1:
            return postings[next(iter(found))]
        return set().union(*(postings[s] for s in found))

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

        For each (field, stem) and each given note that has it, whoosh's own BM25F scorer
        (its IDF, average and stored field lengths) scores the posting, the sum over terms
        being what an Or query scores. The posting's weight comes from the note's own stems
        (see `_Posting`), and each score is kept until the next commit, so a query costs
        whoosh only what it has not answered before. It skips the query, posting-list,
        union and collector machinery, which cost more than the scoring itself for the
        dozen notes the rules ever ask about; `search_score` is the same figure the long
        way, and a test holds the two equal."""
        entries = self._entries
        ids = sorted({i for i in ids if i in entries})
        pairs = self._pairs(stems, ids)
        if not pairs:
            return {}
        searcher = self._current()
        docnums = self._docnums
        for note_id in ids:
            if note_id not in docnums:
                docnums[note_id] = searcher.document_number(id=note_id)
        docs = sorted((docnums[i], i) for i in ids if docnums[i] is not None)
        totals = dict.fromkeys((i for _, i in docs), 0.0)
        freqs = {i: entries[i].freqs for _, i in docs}
        for pair in pairs:
            field, stem = pair
            boost = FIELD_BOOSTS[field]
            known = self._scores.get(pair)
            if known is None:
                known = self._scores[pair] = {}
            for docnum, note_id in docs:
                freq = freqs[note_id][field].get(stem)
                if not freq:
                    continue  # not in this note's field: whoosh has no posting to score
                score = known.get(docnum)
                if score is None:
                    scorer = self._scorers.get(pair)
                    if scorer is None:
                        scorer = self._scorers[pair] = searcher.weighting.scorer(
                            searcher, field, stem)
                    score = known[docnum] = scorer.score(_Posting(docnum, freq * boost))
                totals[note_id] += score
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

    def candidates(
        self,
        message: str,
        scope_keys: frozenset[str],
        keep: Callable[[Note], bool] = lambda note: True,
    ) -> list[Match]:
        """The best-ranked visible notes sharing at least two of the message's words, best
        BM25F first, with the measures `relevance` reads."""
        words = self.words(message)
        if len(words) < MIN_SHARED_WORDS:
            return []
        shared = self.word_counts(words, scope_keys, MIN_SHARED_WORDS)
        candidates = [note_id for note_id in shared if keep(self._entries[note_id].note)]
        if not candidates:
            return []
        # whoosh builds a matcher per term and per id, so only the notes that could rank
        # are scored: the best by summed IDF of the shared words, a cheap stand-in for BM25.
        # A word no note has weighs as the rarest word would (one note in n).
        n = len(self._entries)
        postings = self._postings
        holders = {w: self._holders(found) for w, found in words.items()}
        idf = {w: math.log(1 + n / (len(holders[w]) or 1)) for w in words}
        total = sum(idf.values())
        weight = {i: sum(idf[w] for w in words if i in holders[w]) for i in candidates}
        shortlist = sorted(candidates, key=lambda i: (-weight[i], i))[:MATCHING_SHORTLIST]
        stems = frozenset().union(*words.values())
        used = stems & frozenset().union(*(self._entries[i].stems for i in shortlist))
        scores = self.score(used, shortlist)
        ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:MATCHING_SHOWN]
        asked, vectors = self._note_vectors(message, [self._entries[i].note for i, _ in ranked])
        # Row 0 is the whole note, the others its title and sentences (`_note_vectors`).
        cosines = [m @ asked for m in vectors]
        meanings = [float(c[0]) for c in cosines]
        closest_part = [float(c[1:].max()) for c in cosines]

        def own_weight(note_id: str) -> float:
            return sum(math.log(1 + n / len(postings[s])) for s in self._entries[note_id].stems)

        return [Match(i, s, weight[i] / total, weight[i] / own_weight(i), shared[i], m, part)
                for (i, s), m, part in zip(ranked, meanings, closest_part, strict=True)]

    def _note_vectors(self, text: str, notes: list[Note]) -> tuple[np.ndarray, list[np.ndarray]]:
        """`text`'s vector, and each note's: the whole note, then its title and each
        sentence. A note's are kept here, and on disk when the index has `vectors`; what
        neither holds is encoded in one call with `text`."""
        found: dict[str, np.ndarray] = {}
        missing: list[tuple[Note, list[str], bytes]] = []
        for note in notes:
            texts = _vector_texts(note)
            digest = digest_of(texts)
            kept = self._matrices.get(note.id)
            stored = kept[1] if kept is not None and kept[0] == digest else (
                self._vectors.get(self._user, note.id, digest)
                if self._vectors is not None else None)
            if stored is None or len(stored) != len(texts):
                missing.append((note, texts, digest))
                continue
            self._matrices[note.id] = (digest, stored)
            found[note.id] = stored
        asked, encoded = MEANING.encode_beside(text, [t for _, texts, _ in missing for t in texts])
        if missing:
            start = 0
            for note, texts, digest in missing:
                vectors = encoded[start:start + len(texts)]
                start += len(texts)
                self._matrices[note.id] = (digest, vectors)
                found[note.id] = vectors
                if self._vectors is not None:
                    self._vectors.put(self._user, note.id, digest, vectors)
        return asked, [found[note.id] for note in notes]

    def matching(
        self,
        message: str,
        scope_keys: frozenset[str],
        keep: Callable[[Note], bool] = lambda note: True,
        relevance: Relevance = MATCHING,
    ) -> list[Match]:
        """The candidates that earn their place (`relevance`), best first."""
        return relevance.apply(self.candidates(message, scope_keys, keep))

    def _paraphrased(self, word: str, others: frozenset[str]) -> bool:
        """Whether a word of the other text means about what `word` does ("mum" and
        "parents" sit at 0.61, "email" and "phone" at 0.43): a possessed thing said in
        other words is still the same thing (`restatement.referent_changed`)."""
        content = [w for w in sorted(others) if self.stems(w)]
        return max(MEANING.closeness(word, content), default=0.0) >= PARAPHRASE_MIN_MEANING

    def restated(
        self, title: str, body: str, tags: tuple[str, ...], scope_key: str
    ) -> list[Restated]:
        """The same-scope notes this text may restate, closest in meaning first: those
        holding a good part of its words and not contradicting it by a substitution
        (see `restatement`). `rules.restates` decides which, if any, it restates."""
        text = f"{title}\n{' '.join(tags)}\n{body}"
        stems = self.stems(text)
        shared = self.shared_counts(stems, frozenset({scope_key}), 1) if stems else {}
        if not shared:
            return []
        n = len(self._entries) + 1  # this text counts as a document too
        postings = self._postings

        def weight(stem: str) -> float:
            return math.log(1 + n / (len(postings.get(stem, ())) + 1))

        # Only the notes that hold a good part of this text's word weight can restate it:
        # screened here, before the substitution check and the encoder, which cost more.
        entries = self._entries
        mine_weight = sum(weight(s) for s in stems)
        held = {i: sum(weight(s) for s in stems & entries[i].stems) for i in shared}
        shortlist = sorted((i for i, w in held.items() if w >= RESTATED_SCREEN * mine_weight),
                           key=lambda i: (-held[i], i))[:MATCHING_SHORTLIST]
        mine = Specifics.of(text, self._analyzer.for_text(text))
        kept = [i for i in sorted(shortlist) if not substituted(
            mine, stems, entries[i].specifics, entries[i].stems, self._plain)
            and not referent_changed(mine, stems, entries[i].specifics, entries[i].stems,
                                     self._paraphrased)]
        if not kept:
            return []
        mine, vectors = self._note_vectors(f"{title}. {body}", [entries[i].note for i in kept])
        meanings = [float(m[0] @ mine) for m in vectors]
        found = [Restated(i, closeness(stems, entries[i].stems, weight), m)
                 for i, m in zip(kept, meanings, strict=True)]
        return sorted(found, key=lambda r: (-r.meaning, -r.closeness, r.note_id))
