"""The fact a request asks to keep: the request with its framing taken off, in the
person's own words.

"For future reference, my staging box is atlas" keeps "my staging box is atlas"; "Merk
dir bitte, dass mein Server atlas heißt" keeps "mein Server atlas heißt"; "The plumber's
number is 0176 5550123 — save it" keeps what comes before the dash. An instruction about
future behaviour ("next time you give me install commands, use pnpm not npm") is its own
fact and keeps its whole wording. The classifier has already said the sentence asks; this
only decides where the asking ends, so it errs on the side of keeping words.
"""

from __future__ import annotations

import re

_CUE_WORDS = r"""
    remember(?:ed|ing)? | memori[sz](?:e|ed|ing) | memory | notes? | noted | noting | jot
  | write | store | save | log | record(?:s|ed)? | file | keep | kept | bear | forget
  | track | add | put | update | commit | bookmark | hold | hang | stick | lodge | retain
  | mark | learn | reference | fyi | heads | instruction | rule | preference | mind
  | board | pin | later | know
  | merk\w* | notier\w* | notiz\w* | schreib\w* | halt\w* | fest\w* | speicher\w*
  | vergiss\w* | behalt\w* | behält\w* | hinterkopf | denk\w* | dran | daran | trag\w* | leg\w*
  | pack\w* | gedächtnis | präg\w* | protokoll\w* | erinnerung | info | aktualisier\w*
  | später
  | reti\w* | reten\w* | souvien\w* | souven\w* | rappelle\w* | noter | notez | prends
  | garde\w* | mémoire
  | référence | oubli\w* | ajoute\w* | mets | enregistre\w* | sauvegarde\w* | mémoris\w*
  | écris | inscris | consign\w* | tête | esprit | suite | tard
  | recuerd\w* | recuérd\w* | recordar\w* | acuérdate | acordar\w* | apunt\w* | apúnt\w* | anot\w*
  | guard\w* | guárd\w* | referencia
  | olvid\w* | cuenta | presente | añad\w* | registr\w* | memoriz\w* | escrito | grab\w*
  | memoria | conste | luego | tenlo | anót\w* | nota
"""
_CUE = re.compile(rf"(?ix)(?<!\w)(?:{_CUE_WORDS})(?!\w)")

_POLITE = r"""(?:please|pls|plz|kindly|just|bitte|can\s+you|could\s+you|will\s+you
  |would\s+you(?:\s+mind)?|i'?d\s+like\s+you\s+to|i\s+(?:want|need)\s+you\s+to
  |make\s+sure\s+(?:you|to)|be\s+sure\s+to|kannst\s+du|könntest\s+du|peux-tu
  |pourrais-tu|puedes|podrías)\s+"""
_STRONG_CUE = r"""remember|keep\s+in\s+mind|bear\s+in\s+mind|keep\s+(?:this|that|it)\s+in\s+mind
  |(?:don'?t|do\s+not)\s+forget|memori[sz]e|note(?:\s+down)?|take\s+note(?:\s+of)?
  |keep\s+(?:a\s+)?(?:note|record|track)\s+of|make\s+a\s+(?:mental\s+)?note\s+of
  |merke?\s+dir|notier\s+dir|denk\s+(?:daran|dran)
  |retiens|souviens-toi|rappelle-toi|n'oublie\s+pas
  |recuerda|acuérdate|no\s+olvides|ten\s+en\s+cuenta|ten\s+presente
  |recuérdalo|guárdalo|tenlo\s+en\s+cuenta|retiens-le|garde-le(?:\s+en\s+mémoire)?
  |for\s+(?:future\s+(?:reference|chats|conversations)|the\s+record|my\s+records)
  |fyi(?:\s+for\s+(?:later|the\s+future))?|heads\s+up(?:\s+for\s+the\s+future)?
  |just\s+so\s+you\s+know(?:\s+for\s+(?:later|next\s+time|the\s+future))?
  |pour\s+mémoire|para\s+que\s+conste|fürs\s+protokoll"""
_WEAK_CUE = r"""(?:jot|write|note)(?:\s+(?:this|it))?\s+down|store|save|log|record
  |add\s+to\s+(?:your\s+)?(?:notes|memory)|put\s+in\s+your\s+notes|notier|speichere?
  |vergiss\s+nicht|schreib\s+auf|noter?|apunta|anota|guarda"""
"""Verbs that frame only before a fact that opens like a statement ("store my github
username is …"), not in an instruction ("store passwords in Vault from now on")."""
_STATEMENT = r"""(?=\s+(?:that|my|our|the|i|we|mein\w*|unser\w*|der|die|das|ich|wir|mon|ma
  |mes|notre|le|la|les|je|j'|mi|mis|nuestr\w*|el|los|las)\b)"""
_AFTER_CUE = r"""(?:\s+(?:this|that|it|the\s+following|for\s+(?:later|next\s+time|the\s+future
  |future\s+reference|me)|bitte|bien|ceci|cela|ça|esto|eso|das|dies|por\s+favor
  |s'il\s+te\s+plaît))*(?:\s*[:,\-—–]\s*|\s+|$)"""
_LEAD_CUE = re.compile(
    rf"(?ix)^(?:{_POLITE})*(?:(?:{_STRONG_CUE})|(?:{_WEAK_CUE}){_STATEMENT}){_AFTER_CUE}"
)
_FILLER = re.compile(
    r"""(?ix)^(?:ok(?:ay)?|cool|great|good|thanks|thank\s+you|hi|hey|hello|also|and|but
      |anyway|btw|by\s+the\s+way|oh|so|one\s+more\s+thing|before\s+i\s+forget
      |übrigens|danke|also|au\s+fait|merci|aussi|por\s+cierto|gracias|también)
    (?:[\s,!.:;-]+|$)"""
)
_COMPLEMENTIZER = re.compile(r"(?i)^(?:that|the\s+fact\s+that|dass|de\s+que|que|qu')\s*")
_COLON = re.compile(r"\s*:\s+|\s+[-—–]\s+")
_SPLIT = re.compile(r",\s+|\s+(?=(?:that|dass|que|de\s+que)\s)|\s+(?=qu')")
_TAIL = re.compile(r",\s+|\s+[-—–]\s+|;\s+")
_ASIDE = re.compile(
    r"""(?ix)^(?:(?:going\s+forward|from\s+now\s+on|for\s+(?:the\s+)?future(?:\s+reference)?
      |for\s+later|for\s+next\s+time|please|pls|thanks|btw|somewhere|on\s+file|for\s+me
      |bitte|danke|s'il\s+te\s+pla[iî]t|merci|por\s+favor|gracias|just\s+so\s+you\s+know
      (?:\s+for\s+(?:the\s+future|next\s+time|later))?)[\s,.!]*)+$"""
)
_DETERMINER = re.compile(
    r"""(?ix)^(?:the|my|our|your|a|an|this|that|it|its|his|her|their|we|i|der|die|das
      |mein\w*|unser\w*|ich|wir|le|la|les|l'|mon|ma|mes|notre|je|nous|el|los|las|mi|mis
      |nuestr\w*|yo)\b"""
)
_FRAME_WORDS = frozenset(re.findall(r"\S+", """
    this that it these those the following fact a an of to in on at for from into your my me
    you can could would will please pls down away somewhere mind file handy later future next
    time now make take don t do not just also and so okay ok thanks as well btw have we ll
    need i d like want should would appreciate if help sure be going forward know create
    mental back
    das dies dir mir bitte es im den dem auf in für später kopf ein eine ab deine du
    kannst könntest
    le la ça ceci cela en s il te plaît pour plus tard dans ta tes bien moi à l tu
    peux pourrais
    lo la eso esto por favor en tu tus para luego me te mí que futura puedes podrías deja
    dejar tomar toma
"""))
_MAX_HEAD_WORDS = 10
_TRIM = " \t\".!?¿¡;"


def fact_in(sentence: str) -> str:
    """The fact a request sentence asks to keep; "" when the sentence only asks ("Please
    remember that."), and the fact is in a sentence beside it."""
    text = sentence.strip(_TRIM)
    for _ in range(4):
        before = text
        text = _FILLER.sub("", text, count=1)
        colon = _after_colon_head(text)
        if colon is not None:
            text = colon
        elif lead := _LEAD_CUE.match(text):
            text = text[lead.end() :]
        else:
            text = _after_framing_head(text)
        text = _COMPLEMENTIZER.sub("", text, count=1).strip(_TRIM + ",:")
        if text == before:
            break
    text = _without_asking_tail(text).strip(_TRIM + ",")
    return "" if _ASIDE.match(text) or only_asks(text) else text


def has_cue(text: str) -> bool:
    """Whether a fragment holds a word people ask with ("note", "merk", "retiens")."""
    return _CUE.search(text) is not None


def only_asks(text: str) -> bool:
    """Whether a fragment is nothing but asking ("Store that somewhere", "Merk dir das",
    "Garde-le en mémoire, s'il te plaît"): its fact is in the sentence beside it."""
    return all(_CUE.fullmatch(w) or w in _FRAME_WORDS for w in re.findall(r"\w+", text.lower()))


def _after_colon_head(text: str) -> str | None:
    """The text after a short framing head and a colon or a dash ("Add to your notes:",
    "Kurz bevor wir weitermachen:"); None when there is no such head. A head that starts
    like a statement ("The plumber's number is 0176 5550123 — save it") is the fact."""
    split = _COLON.search(text)
    if split is None:
        return None
    head, rest = text[: split.start()], text[split.end() :]
    if len(head.split()) > _MAX_HEAD_WORDS or len(rest.split()) < 2:
        return None
    if _DETERMINER.match(head) and not has_cue(head):
        return None
    return rest


def _after_framing_head(text: str) -> str:
    """The text after the first head that only frames, before a comma or "that" ("For
    future reference,", "Merk dir bitte, dass"), or the text as it was. A head with words
    of its own ("Any time you write Python for me, add type hints") is the instruction."""
    for split in _SPLIT.finditer(text):
        head, rest = text[: split.start()], text[split.end() :]
        if len(head.split()) > _MAX_HEAD_WORDS:
            break
        if len(rest.split()) >= 2 and has_cue(head) and only_asks(head):
            return rest
    return text


def _without_asking_tail(text: str) -> str:
    """The text before a tail that only asks (", keep that in mind", " — save it")."""
    for split in reversed(list(_TAIL.finditer(text))):
        head, tail = text[: split.start()], text[split.end() :]
        if _ASIDE.match(tail) or only_asks(tail):
            return head
        break
    return text
