"""Ranking the words' matches from the impact lists: a bounded candidate set, then a window rescored.

1. **Candidates**: every clause's impact list (:mod:`.impacts`) adds its boosted scores to the
   provisions on it, which is what Whoosh's BM25F would add up for an ``Or`` of the clauses,
   without walking any posting list; each query word's sum then saturates beyond a knee
   (:func:`saturated`), so that one word found in many fields and forms does not count as many.
2. **Phrases**: the best candidates that hold all the words of a phrase (the query's words in
   order, or a quoted phrase) in a heading or text get the phrase bonus Whoosh's ``Phrase``
   query gives: the boost times those words' scores, when they stand in order, at most the
   phrase's slop apart, in the forms stored with the provision.
3. **Window**: the best :data:`~indexer.search.ranking.RERANK_WINDOW` are rescored by the share
   of the query's words each holds (BM25 alone lets one rare word in a short heading beat a
   paragraph holding all of them); a hit that holds the query's words only through spelling
   neighbours never ranks above one that holds a word as typed.
4. **Proximity**: in a question of several words, the first few are rescored by how much of
   what they hold stands together, within a sentence or two of the text: a long note holds
   many of a question's words in paragraphs about different things.
5. **Siblings**: paragraphs of one law among the first few are ordered among themselves by how
   much of the query their own openings hold (see :func:`_openings_first`).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from collections.abc import Container
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from indexer.search.analysis import LANGUAGES
from indexer.search.impacts import Impacts
from indexer.search.plan import Clause
from indexer.search.plan import PhraseClause
from indexer.search.plan import QueryWord
from indexer.search.ranking import CHANCE_POWER
from indexer.search.ranking import COORD_POWER
from indexer.search.ranking import LONG_STORY_WORDS
from indexer.search.ranking import OPENING_POWER
from indexer.search.ranking import OPENING_WORDS
from indexer.search.ranking import PROXIMITY_POWER
from indexer.search.ranking import PROXIMITY_SENTENCES
from indexer.search.ranking import PROXIMITY_TOP
from indexer.search.ranking import PROXIMITY_WORDS
from indexer.search.ranking import RERANK_WINDOW
from indexer.search.ranking import SIBLING_TOP
from indexer.search.ranking import WORD_KNEE
from indexer.search.ranking import WORD_SATURATION
from indexer.search.ranking import held_by_chance
from indexer.search.ranking import text_field
from indexer.search.snippets import MarkedText

#: a rendering's words (see renderings.py) count this much of what they would in the
#: provision's own text: they are a translator's, not the Laws', and a provision in the
#: query's own language that holds them answers as well
RENDERING_WEIGHT = 0.7
#: in the share of the query a rendered provision holds, a word it holds only in its rendering
#: counts this much of a word its own text holds as the term tables read it: both readings are
#: of the same rule, but together they reach more of a question's everyday words than one
#: text in one language would
RENDERED_SHARE = 0.75
#: phrase bonuses are worked out for this many times the window's candidates
PHRASE_REACH = 2
#: a hit in the preferred language (the query's own) passes a hit in another language through
#: the preference alone only when the share of the query's subject it holds (its words that
#: name something, see :func:`_subject`) is at most this much below the other hit's
SUBJECT_MARGIN = 0.15


#: the fields a rendering stands in (see index._rendered_fields): a heading holds a provision's
#: own words (a law's official title)
TEXTUAL = ("text_", "context_")


@dataclass(frozen=True)
class ReadApart:
    """How a query reads the provisions that hold a rendering (see renderings.py) beside
    their own text: in their own words (in their own language, or as the term tables read the
    query in it) or in their rendering's, one reading or the other, never both added up.

    - An English question finds a Dutch article through its English rendering and through
      the Dutch words the tables read; added up, each word would count twice, and the article
      would pass the English provisions that hold the words once. The reading that counts
      more counts, a rendering's at :data:`RENDERING_WEIGHT`.
    - A question in the article's own language reads it in its own words alone, not also
      through the English words the tables make of the question's, found in the rendering.
    - The share of the query a rendered provision holds is what its own words hold and
      :data:`RENDERED_SHARE` of what only its rendering adds (see :func:`_with_renderings`).
    """

    #: the language the query is typed in ("" when its words do not tell)
    language: str
    #: every rendered provision, with its own language (the same mapping for every query of
    #: an index: the split lists are remembered by it, see impacts.Impacts.split)
    rendered: Mapping[int, str]

    def in_own_words(self, fieldname: str, docnum: int) -> bool:
        """Whether the query reads provision ``docnum`` in ``fieldname`` in its own words
        alone: a rendered provision in the query's language, in a field its rendering stands
        in."""
        own = self.rendered.get(docnum)
        return own == self.language and fieldname.startswith(TEXTUAL) and field_language(fieldname) != own


def field_language(fieldname: str) -> str:
    """The language of a stemmed field ("text_nl": "nl"), "" for the others."""
    _, _, language = fieldname.rpartition("_")
    return language if language in LANGUAGES else ""


@dataclass(frozen=True)
class Ranked:
    """The words' ranking: (docnum, score) pairs best first, and how many provisions match."""

    hits: list[tuple[int, float]]
    total: int
    #: False when a common word's list was cut short, so that ``total`` is a lower bound
    exact: bool
    #: per docnum in ``hits``: the share of the query's words it holds (0 to 1)
    held: dict[int, float]
    #: the rendered provisions found through their rendering, in the query's language (see
    #: :class:`ReadApart`)
    rendered: frozenset[int] = frozenset()


def gather(
    impacts: Impacts,
    clauses: list[Clause],
    allowed: Callable[[int], bool] | None = None,
    apart: ReadApart | None = None,
) -> tuple[list[int], list[float], list[int], list[int], bool, int, dict[int, tuple[bool, int, int]]]:
    """Sum each candidate's boosted scores over the clauses' impact lists.

    Per provision, the sums are kept in lists indexed by docnum, which cost less per posting
    than dictionaries (the loops below run once per posting of every clause). A rendered
    provision is read in its own words or in its rendering's, whichever counts more, and in
    its own words alone by a query in its own language (see :class:`ReadApart`).

    :returns: the candidates' docnums in order; per docnum, the score, the words held (a bit
        per query word) and the words held as typed or as a synonym (not as a spelling
        neighbour); whether every list was complete; the largest number of provisions any one
        clause matches; and per rendered provision, whether it was read through its
        rendering, the words that reading holds and the words its own text holds.
    """
    scores = [0.0] * impacts.size
    held = [0] * impacts.size
    exact = [0] * impacts.size
    candidates: set[int] = set()
    # per set of query words a clause stands for: per provision, the sum and the best score
    sums: dict[int, dict[int, float]] = {}
    bests: dict[int, dict[int, float]] = {}
    # the same for the renderings of the rendered provisions (see ReadApart), and the words
    # each rendering holds
    rendered = apart.rendered if apart is not None else {}
    # a question in a provision's own language reads it in its own words alone
    own = apart.language if apart is not None else ""
    sums_in: dict[int, dict[int, float]] = {}
    bests_in: dict[int, dict[int, float]] = {}
    bits_in: dict[int, int] = {}
    complete = True
    widest = 0
    for clause in clauses:
        found = impacts.get(clause.fieldname, clause.term)
        if found is None:
            continue
        complete = complete and found.complete
        widest = max(widest, found.df)
        docnums: Sequence[int] = found.docnums
        values: Sequence[float] = found.scores
        # a text field's list holds the renderings in its language too: those are read apart
        in_renderings: Sequence[int] = ()
        rendered_values: Sequence[float] = ()
        textual = field_language(clause.fieldname) if clause.fieldname.startswith(TEXTUAL) else ""
        if rendered and textual:
            split = impacts.split(clause.fieldname, clause.term, rendered, textual)
            docnums, values = split.docnums, split.scores
            in_renderings, rendered_values = split.rendered_docnums, split.rendered_scores
        if allowed is not None:
            kept = [i for i, docnum in enumerate(docnums) if allowed(docnum)]
            docnums, values = [docnums[i] for i in kept], [values[i] for i in kept]
            kept = [i for i, docnum in enumerate(in_renderings) if allowed(docnum)]
            in_renderings = [in_renderings[i] for i in kept]
            rendered_values = [rendered_values[i] for i in kept]
        candidates.update(docnums)
        bit, boost = clause.words, clause.boost
        summed = sums.setdefault(bit, {})
        best = bests.setdefault(bit, {})
        for docnum, score in zip(docnums, values, strict=True):
            value = boost * score
            summed[docnum] = summed.get(docnum, 0.0) + value
            if value > best.get(docnum, 0.0):
                best[docnum] = value
            held[docnum] |= bit
        if clause.exact:
            for docnum in docnums:
                exact[docnum] |= bit
        if in_renderings:
            summed, best = sums_in.setdefault(bit, {}), bests_in.setdefault(bit, {})
            for docnum, score in zip(in_renderings, rendered_values, strict=True):
                if rendered[docnum] == own:
                    continue
                value = boost * score
                summed[docnum] = summed.get(docnum, 0.0) + value
                if value > best.get(docnum, 0.0):
                    best[docnum] = value
                bits_in[docnum] = bits_in.get(docnum, 0) | bit
                candidates.add(docnum)
                if clause.exact:
                    exact[docnum] |= bit
    for bit, summed in sums.items():
        knee = WORD_KNEE * max(1, bit.bit_count())
        best = bests[bit]
        for docnum, value in summed.items():
            scores[docnum] += saturated(value, max(knee, best.get(docnum, 0.0)))
    # a rendered provision: read in its own words or in its rendering's, whichever holds more
    # of the query, a rendering's words counting less; it holds what both hold
    through: dict[int, float] = {}
    for bit, summed in sums_in.items():
        knee = WORD_KNEE * max(1, bit.bit_count())
        best = bests_in[bit]
        for docnum, value in summed.items():
            counted = RENDERING_WEIGHT * saturated(value, max(knee, best.get(docnum, 0.0)))
            through[docnum] = through.get(docnum, 0.0) + counted
    read: dict[int, tuple[bool, int, int]] = {}
    for docnum, rendering in through.items():
        own_bits = held[docnum]
        found_through = rendering > scores[docnum]
        read[docnum] = (found_through, bits_in[docnum] if found_through else own_bits, own_bits)
        scores[docnum] = max(scores[docnum], rendering)
        held[docnum] |= bits_in[docnum]
    return sorted(candidates), scores, held, exact, complete, widest, read


def saturated(total: float, knee: float) -> float:
    """A query word's summed scores in one provision: in full up to ``knee``, and beyond it
    growing as ``knee * (total / knee) ** WORD_SATURATION``.

    The fields and forms of one word add up in the impact lists as if each were another word
    ("revoke" in a note's heading, text and context; "psych" and "psychic" in one heading),
    while BM25F would saturate them together. Below the knee (a word's one match, or each
    typed word of a phrase the tables read) nothing changes: a small score is not raised, as
    a power alone would raise a function word's.
    """
    if total <= knee:
        return total
    return knee * (total / knee) ** WORD_SATURATION


def rank(
    impacts: Impacts,
    plan: list[QueryWord],
    clauses: list[Clause],
    phrases: list[PhraseClause],
    stored: Callable[[int], dict[str, Any]],
    marked: Callable[[int, str], MarkedText | None],
    want: int,
    allowed: Callable[[int], bool] | None = None,
    factors: Sequence[tuple[Container[int], float]] = (),
    preferred: tuple[Container[int], float] | None = None,
    unshared: str | None = None,
    length: Callable[[int], float] | None = None,
    apart: ReadApart | None = None,
) -> Ranked:
    """The words' ranking of the candidates, the best ``max(want, RERANK_WINDOW)`` rescored.

    :param factors: (provisions, factor) pairs: each provision's rescored score is multiplied
        by the factor of every pair that holds it (the definitions lessened in a question that
        asks what to do)
    :param preferred: (provisions, factor): the provisions in the language the query is typed
        in, preferred by that factor where they answer as well (see :func:`_prefer`)
    :param unshared: the language the query is typed in, when its function words that only
        its own texts can hold count for no hit (see :func:`_unshared`)
    :param length: per provision, its text's length against the average of its language's:
        in a long story, a word a long text holds counts by how unlikely it was to hold it
        (see :func:`_unlikely_shares`)
    :param apart: how the provisions with a rendering are read (see :class:`ReadApart`)
    """
    gathered = gather(impacts, clauses, allowed, apart)
    candidates, scores, held_bits, exact_bits, complete, widest, read = gathered
    total = len(candidates)
    if not complete and allowed is None:
        total = max(total, widest)
    window = max(want, RERANK_WINDOW)
    best = best_first([(d, scores[d]) for d in candidates])
    reach = best[: window * PHRASE_REACH]
    bonus = _phrase_bonus(impacts, reach, phrases, stored, marked, apart)
    if bonus:
        reach = best_first((d, s + bonus.get(d, 0.0)) for d, s in reach)
        best = reach + best[len(reach) :]
    uncounted = _unshared(impacts, plan, clauses, unshared) if unshared else 0
    share_of = _shares(plan, uncounted)
    held = {d: share_of(held_bits[d]) for d, _ in best[:window]}
    coord = held
    if length is not None and sum(1 for word in plan if word.weight >= 1.0) >= LONG_STORY_WORDS:
        coord = _unlikely_shares(plan, uncounted, held_bits, [d for d, _ in best[:window]], length)
    coord = _with_renderings(coord, held, read, share_of)
    rescored = [(d, _factor(d, factors) * s * coord[d] ** COORD_POWER) for d, s in best[:window]]
    if preferred is not None:
        subject = _subject(plan)
        # a rendered provision holds the subject in its own words or not at all here
        own_words = {d: own for d, (_, _, own) in read.items()}
        covered = {d: share_of(own_words.get(d, held_bits[d]) & subject) for d, _ in best[:window]}
        rescored = _prefer(rescored, preferred[0], preferred[1], covered)
    # a hit holding no word as typed comes after every hit that holds one
    rescored.sort(key=lambda pair: (exact_bits[pair[0]] == 0, -pair[1], pair[0]))
    # the query's terms per field, read once for both the proximity and the openings
    terms = _field_terms(clauses)
    if sum(1 for word in plan if word.share > 0) >= PROXIMITY_WORDS:

        def together(docnum: int) -> float:
            return _together(docnum, held_bits[docnum], terms, share_of, stored, marked)

        top = [(d, s * together(d) ** PROXIMITY_POWER) for d, s in rescored[:PROXIMITY_TOP]]
        top.sort(key=lambda pair: (exact_bits[pair[0]] == 0, -pair[1], pair[0]))
        rescored[:PROXIMITY_TOP] = top
    head = rescored[:SIBLING_TOP]
    rescored[:SIBLING_TOP] = _openings_first(head, held_bits, share_of, terms, stored, marked)
    hits = rescored + best[window:want]
    # a rendered provision holds what its two texts hold between them, but it is found in one
    # language, through one reading: what that reading holds is what it answers there
    found = {d: share_of(bits) for d, (_, bits, _) in read.items() if d in held}
    through = frozenset(d for d, (rendering, _, _) in read.items() if rendering)
    return Ranked(hits, total, complete, held | found, through)


def _with_renderings(
    coord: dict[int, float],
    held: dict[int, float],
    read: dict[int, tuple[bool, int, int]],
    share_of: Callable[[int], float],
) -> dict[int, float]:
    """``coord`` (per hit, the share of the query it holds) with each rendered provision's
    share made of what its own text holds and :data:`RENDERED_SHARE` of what only its
    rendering adds (``read``: per rendered provision, whether it was read through its
    rendering, the words that reading holds, the words its own text holds)."""
    out = dict(coord)
    for docnum, (_, _, own) in read.items():
        if docnum in out and held.get(docnum):
            mine = share_of(own) * out[docnum] / held[docnum]
            out[docnum] = mine + RENDERED_SHARE * (out[docnum] - mine)
    return out


def _openings_first(
    head: list[tuple[int, float]],
    held_bits: Sequence[int],
    share_of: Callable[[int], float],
    terms: dict[str, dict[str, int]],
    stored: Callable[[int], dict[str, Any]],
    marked: Callable[[int, str], MarkedText | None],
) -> list[tuple[int, float]]:
    """``head`` with the paragraphs of each law in it ordered among themselves, in the places
    (and with the scores) they hold, by their score times ``(1 + opening) ** OPENING_POWER``:
    ``opening`` is the share of the query's words held in the paragraph's own heading or in
    the first :data:`OPENING_WORDS` words of its text (see :func:`_opening`).

    The paragraphs of one law share its vocabulary, so the words they hold tell them apart
    little; where a rule names a word decides whether it is about it. "What is a logical
    alternative": the rule on extraneous information uses the words in its last line, the
    next paragraph opens with them. Hits of other laws and the club notes keep their places.
    """
    places: dict[tuple[str, str], list[int]] = {}
    for i, (docnum, _) in enumerate(head):
        fields = stored(docnum)
        if fields.get("law"):
            places.setdefault((fields.get("doc", ""), fields["law"]), []).append(i)
    groups = [found for found in places.values() if len(found) > 1]
    if not groups:
        return head
    out = list(head)
    for found in groups:
        weighed = []
        for i in found:
            docnum, score = head[i]
            opening = share_of(_opening(docnum, terms, stored, marked) & held_bits[docnum])
            weighed.append((score * (1.0 + opening) ** OPENING_POWER, -i, docnum))
        weighed.sort(reverse=True)
        for i, (_, _, docnum) in zip(found, weighed, strict=True):
            out[i] = (docnum, head[i][1])
    return out


def _opening(
    docnum: int,
    terms: dict[str, dict[str, int]],
    stored: Callable[[int], dict[str, Any]],
    marked: Callable[[int, str], MarkedText | None],
) -> int:
    """The query words (a bit per word) a provision names in its own heading or in the first
    :data:`OPENING_WORDS` words of its text: what it is about, not what it mentions later."""
    language = stored(docnum).get("language", "")
    bits = _in_heading(docnum, terms, language, marked)
    in_text = terms.get(text_field(language))
    text = marked(docnum, "text") if in_text else None
    if in_text and text is not None:
        for term, words in in_text.items():
            positions = text.positions.get(term)
            if positions and positions[0] < OPENING_WORDS:
                bits |= words
    return bits


def _unlikely_shares(
    plan: list[QueryWord],
    uncounted: int,
    held_bits: Sequence[int],
    docnums: list[int],
    length: Callable[[int], float],
) -> dict[int, float]:
    """Per provision in ``docnums``, the share of the query's words it holds, each word it holds
    counting by how unlikely a text of its length was to hold it: its share times
    ``(1 - chance) ** CHANCE_POWER`` (see :func:`~indexer.search.ranking.held_by_chance`).

    A long story's words that set the scene ("round", "later", "one", "table") stand in a
    long note by chance, a word or two in each of its paragraphs; the short rule holding the
    words that tell what went wrong holds them because it is about it. A word no provision of
    average length would hold by chance counts in full wherever it stands. The words in
    ``uncounted`` (a bit per word) count neither in a hit's share nor in the whole.
    """
    shares = [0.0 if uncounted >> i & 1 else word.share for i, word in enumerate(plan)]
    whole = sum(shares) or 1.0
    # the chance that a text of average length lacks each word: a text k times as long lacks
    # it with that chance to the power k
    counted = [
        (1 << i, share, 1.0 - held_by_chance(word.share, word.weight, 1.0))
        for i, (share, word) in enumerate(zip(shares, plan, strict=True))
        if share
    ]
    out: dict[int, float] = {}
    for docnum in docnums:
        power = length(docnum) * CHANCE_POWER
        bits = held_bits[docnum]
        total = 0.0
        for bit, share, lacks in counted:
            if bits & bit:
                total += share * lacks**power
        out[docnum] = total / whole
    return out


def _unshared(impacts: Impacts, plan: list[QueryWord], clauses: list[Clause], language: str) -> int:
    """The query's light words (question and function words) that only the texts of
    ``language``, the one it is typed in, can hold, a bit per word: those no clause finds in
    another language's fields. None when they are all the query has.

    A text in another language can never hold "de", "van", "het", "om" or "wat als"; counted
    in the share of the query's words a hit holds, they lift every article in the query's
    language over the provision in another language that answers it, by its form, not its
    subject.
    """
    light = sum(1 << i for i, word in enumerate(plan) if word.weight < 1.0)
    suffix = f"_{language}"
    for clause in clauses:
        other = clause.words & light and not clause.fieldname.endswith(suffix)
        if other and impacts.get(clause.fieldname, clause.term) is not None:
            light &= ~clause.words
    if all(word.share <= 0 for i, word in enumerate(plan) if not light >> i & 1):
        return 0
    return light


def _subject(plan: list[QueryWord]) -> int:
    """The query words that name its subject, a bit per word: those weighing fully, not the
    question and function words ("wat", "de", "van", "te") that weigh little."""
    return sum(1 << i for i, word in enumerate(plan) if word.weight >= 1.0)


def _prefer(
    rescored: list[tuple[int, float]],
    own: Container[int],
    factor: float,
    covered: dict[int, float],
) -> list[tuple[int, float]]:
    """``rescored`` with the hits in ``own`` (the query's language) preferred by ``factor``,
    but never lifted by it past a hit in another language that holds clearly more of the
    query's subject (``covered``: per hit, the share of the subject it holds; more by over
    :data:`SUBJECT_MARGIN`).

    A hit in the query's language ranks first when it answers as well. A Dutch question
    whose answer is only in English holds its own language's function words and club words
    ("moet", "de", "te", "partner", "wedstrijdleider") in every Dutch article, literally; the
    English rule holds its subject only as the term tables read it. Preferred outright, an
    article holding "wedstrijdleider" and "roepen" in a sentence about something else came
    before the rule that holds what the question is about.
    """
    others = [(d, s) for d, s in rescored if d not in own]
    out: list[tuple[int, float]] = []
    for docnum, score in rescored:
        if docnum in own:
            plain, lifted = score, score * factor
            passed = [
                s
                for d, s in others
                if plain < s < lifted and covered.get(d, 0.0) > covered.get(docnum, 0.0) + SUBJECT_MARGIN
            ]
            score = max(plain, min(passed) * (1.0 - 1e-9)) if passed else lifted
        out.append((docnum, score))
    return out


def _field_terms(clauses: list[Clause]) -> dict[str, dict[str, int]]:
    """Per text and heading field, each term the clauses look up there and the query words
    it stands for."""
    out: dict[str, dict[str, int]] = {}
    for clause in clauses:
        if clause.fieldname.startswith(("text_", "heading_")):
            terms = out.setdefault(clause.fieldname, {})
            terms[clause.term] = terms.get(clause.term, 0) | clause.words
    return out


def _in_heading(
    docnum: int,
    terms: dict[str, dict[str, int]],
    language: str,
    marked: Callable[[int, str], MarkedText | None],
) -> int:
    """The query words (a bit per word) the heading of provision ``docnum`` holds: a heading
    names what the whole provision is about."""
    in_heading = terms.get(f"heading_{language}")
    heading = marked(docnum, "heading") if in_heading else None
    bits = 0
    if in_heading and heading is not None:
        for term, words in in_heading.items():
            if term in heading.positions:
                bits |= words
    return bits


def _together(
    docnum: int,
    held: int,
    terms: dict[str, dict[str, int]],
    share_of: Callable[[int], float],
    stored: Callable[[int], dict[str, Any]],
    marked: Callable[[int, str], MarkedText | None],
) -> float:
    """The share of the query's words a hit holds that stand within PROXIMITY_SENTENCES
    sentences of each other in its text, against the share it holds anywhere (1: together).

    A word its heading holds speaks of the whole provision, and one held only in another
    field (a term, a title) has no place in the text: both count in every stretch.
    """
    whole = share_of(held)
    language = stored(docnum).get("language", "")
    in_text = terms.get(text_field(language))
    text = marked(docnum, "text") if in_text else None
    if not whole or text is None or not in_text:
        return 1.0
    per_sentence: dict[int, int] = {}
    for term, bits in in_text.items():
        for position in text.positions.get(term, ()):
            sentence = bisect_right(text.sentences, text.starts[position])
            per_sentence[sentence] = per_sentence.get(sentence, 0) | bits
    everywhere = held
    for bits in per_sentence.values():
        everywhere &= ~bits
    everywhere |= _in_heading(docnum, terms, language, marked)
    if everywhere & held == held:
        return 1.0
    stretches = {everywhere & held}
    for first in per_sentence:
        bits = everywhere
        for sentence in range(first, first + PROXIMITY_SENTENCES):
            bits |= per_sentence.get(sentence, 0)
        stretches.add(bits & held)
    return max(map(share_of, stretches)) / whole


def _factor(docnum: int, factors: Sequence[tuple[Container[int], float]]) -> float:
    """The product of the factors of the pairs that hold ``docnum``."""
    out = 1.0
    for docnums, factor in factors:
        if docnum in docnums:
            out *= factor
    return out


def best_first(pairs: Iterable[tuple[int, float]]) -> list[tuple[int, float]]:
    """(docnum, score) pairs by score, highest first, equal scores by docnum.

    Two sorts done in C, by docnum and then stably by score, instead of a key tuple built in
    Python for every candidate: the same order, at a fraction of the cost.
    """
    out = sorted(pairs)
    out.sort(key=itemgetter(1), reverse=True)
    return out


def _shares(plan: list[QueryWord], uncounted: int = 0) -> Callable[[int], float]:
    """The share of the query's words a set of them holds (a bit per word), worked out once per
    set: the window's hits hold only a few different sets. The words in ``uncounted`` (a bit
    per word) count neither in the set nor in the whole."""
    shares = [0.0 if uncounted >> i & 1 else w.share for i, w in enumerate(plan)]
    whole = sum(shares) or 1.0
    memo: dict[int, float] = {}

    def share_of(bits: int) -> float:
        found = memo.get(bits)
        if found is None:
            found = memo[bits] = sum(s for i, s in enumerate(shares) if bits >> i & 1) / whole
        return found

    return share_of


def _phrase_bonus(
    impacts: Impacts,
    candidates: list[tuple[int, float]],
    phrases: list[PhraseClause],
    stored: Callable[[int], dict[str, Any]],
    marked: Callable[[int, str], MarkedText | None],
    apart: ReadApart | None = None,
) -> dict[int, float]:
    """Whoosh's ``Phrase`` bonus for the candidates holding a phrase in order in a heading or text."""
    if not phrases or not candidates:
        return {}
    everyone = {d for d, _ in candidates}
    bonus: dict[int, float] = {}
    for phrase in phrases:
        docnums = everyone
        if apart is not None and apart.rendered:
            docnums = {d for d in everyone if not apart.in_own_words(phrase.fieldname, d)}
        lists = [impacts.get(phrase.fieldname, t) for t in phrase.terms]
        if any(found is None for found in lists):
            continue
        # each term's scores for the candidates that hold every term before it: the lists are
        # long, and only the few candidates holding them all need their scores
        per_term: list[dict[int, float]] = []
        holding: Container[int] = docnums
        for found in lists:
            if found is not None:
                scores = {d: s for d, s in zip(found.docnums, found.scores, strict=True) if d in holding}
                per_term.append(scores)
                holding = scores
        language = phrase.fieldname.split("_", 1)[1] if "_" in phrase.fieldname else ""
        for docnum in per_term[-1] if per_term else ():
            fields = stored(docnum)
            # an English title and a rendering stand in the fields of a text in another language
            own = fields["language"] == language or language not in LANGUAGES
            part = phrase.part if own else "title" if phrase.part == "heading" else "rendering"
            words = marked(docnum, part)
            if words is not None and _in_order(words.positions, list(phrase.terms), phrase.slop):
                boost = phrase.boost * (RENDERING_WEIGHT if part == "rendering" else 1.0)
                bonus[docnum] = bonus.get(docnum, 0.0) + boost * sum(s[docnum] for s in per_term)
    return bonus


def _in_order(positions: dict[str, list[int]], terms: list[str], slop: int) -> bool:
    """Whether ``terms`` stand in order where ``positions`` (per analysed form, where it stands
    in a text) puts them, each within ``slop`` positions of the last."""
    for start in positions.get(terms[0], ()):
        last = start
        for term in terms[1:]:
            nxt = next((p for p in positions.get(term, ()) if 1 <= p - last <= slop), None)
            if nxt is None:
                break
            last = nxt
        else:
            return True
    return False
