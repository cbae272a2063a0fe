"""Secret refusal: what a note's title and body may never hold (spec 26.2;
docs/ARCHITECTURE.md#note-writes).

A note is replayed into later prompts and may be exported or synced, so a credential in one
is a leak that keeps on leaking. The rules favour catching over letting through, but a note
full of commit hashes, ARNs, pod names, document URLs, public keys and `var.db_password`
references must still be writable: a person told that a note holds a secret when it does
not stops trusting the rule.

So the refusal has three parts. app.memory.secret_formats finds secrets by their format or
their place (a secret-ish name next to a value); a generic rule takes any long generated-
looking token. Before that generic rule and the name rules may fire, this module marks the
spans whose structure says "identifier or public data" (ARNs, URLs, UUIDs, public-key blobs,
publishable keys, encrypted envelopes, DKIM and JWK public members, words that name data),
and what a candidate value decodes to is checked again. tests/data/secrets/ holds samples
both ways, and held-out batches written blind by others: each is measured before its misses
are read, so bench/secrets_bench.py reports what the rules do on wording they never met.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from app.memory import secret_context
from app.memory.secret_formats import (
    CODE_COLUMN,
    CREDENTIAL_NAME,
    FOREIGN_PASSWORD,
    ID_LABEL,
    LITHUANIAN_PUBLIC,
    NOT_SECRET,
    PASSWORD_COLUMN,
    PASSWORD_TOPIC,
    PASSWORD_WORD,
    PATTERNS,
    SCRIPT_ADDRESS,
    SECURITY_QUESTIONS,
    SERVER_KEY_WORD,
    SITE_KEY,
    STRONG_CREDENTIAL,
    audited_key_id,
    documented,
    names_a_topic,
    plain_label,
    public_code,
    public_config,
    public_jwt,
    public_label,
    served_from_pages,
    setting_name,
    spent_code,
)
from app.memory.secret_values import (
    CJK_LETTERS,
    GOOGLE_TAG,
    MAIL_DOMAIN,
    MAILBOX,
    MASK,
    PASSWORD_MANAGERS,
    PIN_BEFORE,
    PUBLISHABLE_KEY,
    UUID,
    UUID_TEXT,
    b64_text,
    char_classes,
    digest_base64,
    entropy,
    is_placeholder,
    line_at,
    line_before,
    named_digest,
    password_value,
    postal_pin,
    public_blob,
    public_id,
    random_token,
    strong_password,
    word_start,
    wordy,
)
from app.memory.spoken_digits import read_spoken_digits

# Rules a benign span silences: the generic ones. Issued-token formats fire wherever they
# stand, and the URL rules are about URLs.
_GENERIC = frozenset({"high_entropy_token", "prefixed_token", "secret_assignment",
                      "password_assignment", "grouped_secret", "generated_password"})
# The last digits of a number shown in place of it: "mobile ending 3665", "last 4: 0042"
_MASKED_TAIL = re.compile(r"(?i)\b(?:ending|ends)(?:[ \t]+(?:in|with))?[ \t:]*$|"
                          r"\blast[ \t]+(?:4|four)(?:[ \t]+digits)?[ \t:]*(?:are|is)?[ \t]*$|"
                          r"\bv[ée]g[eé][ \t:]*$")  # Hungarian: "kártya vége 5371"
_HIGH_ENTROPY = re.compile(r"(?<![A-Za-z0-9+/=_-])(?P<v>[A-Za-z0-9+/=_-]{32,})")
# After a name's "=" too: `GOOGLE_CREDENTIALS_JSON=eyJ0…` (padding never stands before more).
_B64_CANDIDATE = re.compile(
    r"(?:(?<![A-Za-z0-9+/=_-])|(?<=[A-Za-z0-9_]=))[A-Za-z0-9+/_-]{16,}={0,2}(?![A-Za-z0-9+/=_-])")

# Structures that are identifiers or public data, wherever they stand. These silence every
# generic rule, the name rules included: `secretsmanager:` in an ARN names no secret.
_STRUCTURES = (
    re.compile(r"\$?\{\{[^{}\n]*\}\}"),  # a template's expression: {{ lookup('…') }}
    # What a command that encrypts or derives a public key prints (`kubeseal --raw`, `wg
    # pubkey`, `age-keygen -y`): ciphertext or a public key, on the lines after it.
    re.compile(r"(?m)^[^\n]*?\b(?:kubeseal|wg pubkey|age-keygen -y|ssh-keygen -y|"
               r"drone encrypt|travis encrypt|"
               r"sops (?:-e|--encrypt)|gpg (?:-e|--encrypt)|openssl (?:enc|pkey -pubout))\b"
               r"[^\n]*\n(?:[^\n$#][^\n]*(?:\n|$)){1,12}"),
    re.compile(r"\bkubeseal\b[^\n]*"),  # the rest of a line about its output: ciphertext
    # and that ciphertext under a line that names it sealed: it opens with its version, 2
    re.compile(r"(?i)\bseal\w*[^\n]*\n[ \t]*(?-i:Ag[A-Za-z0-9+/]{300,}={0,2})"),
    # Where a manifest takes a secret from, not the secret: an ExternalSecret's remoteRef, a
    # pod's secretKeyRef, inline or as the block indented under it; a CI's `@env:ASC_P8`
    re.compile(r"(?m)^(?P<i>[ \t]*)[^\n]*?\b(?:remoteRef|secretKeyRef|secretRef)[\"']?[ \t]*:"
               r"[ \t]*(?:\{[^}\n]*\}|(?:\n(?P=i)[ \t]+[^\n]*)+)"),
    re.compile(r"(?<![\w$])[@$]?env:[A-Za-z_]\w*"),
    # what a secret store's command prints, read in a command substitution: the command's
    # words are the item's path (`$(vault kv get -field=token secret/fw)`), not the secret
    re.compile(r"\$\((?:[ \t]*sudo)?[ \t]*(?:vault|op|bw|pass|gopass|aws|gcloud|az|kubectl|"
               r"security|doppler|sops|secret-tool|keyring|cat[ \t]+/run/secrets)\b[^()\n]*\)"),
    # a password's hash, crypt's or PHC's: $2b$12$…, $argon2id$v=19$m=65536,t=3,p=4$…
    re.compile(r"\$(?:2[abxy]?\$\d\d|1|5|6|y|md5|argon2(?:id|i|d)|scrypt|pbkdf2[\w-]*)\$"
               r"[^\s:'\"]{8,}"),
    # a Google OAuth client id, as issued and as an iOS app's URL scheme: in the app's bundle
    re.compile(r"\b(?:\d{6,}-[a-z0-9]{32}\.apps\.googleusercontent\.com|"
               r"com\.googleusercontent\.apps\.\d{6,}-[a-z0-9]{32})\b"),
    # an FCM registration token: a device's address for pushes (a server key opens `AAAA`)
    re.compile(r"(?<![\w-])(?!AAAA)[\w-]{22}:APA91b[\w-]{100,}"),
    re.compile(r"(?i)\b_acme-challenge\b[^\n]*(?:\n[^\n]*){0,3}"),  # a challenge, in DNS
    # A mail's signature headers and what checked them, folded lines included, and a DKIM body
    # hash anywhere: signatures and hashes that travel with every message
    re.compile(r"(?im)^[ \t]*(?:dkim-signature|arc-seal|arc-message-signature|"
               r"authentication-results|arc-authentication-results)[ \t]*:"
               r"[^\n]*(?:\n[ \t]+[^\n]*)*"),
    re.compile(r"\b(?:bh|header\.b)=[A-Za-z0-9+/]+=*"),
    re.compile(r"(?i)\bssdeep\b[^\n]*"),  # a fuzzy hash of a file's content
    # sha256sum's and md5sum's lines: a file's digest, two spaces, the file's name
    re.compile(r"(?m)^[ \t]*[0-9a-f]{32,128}[ \t]+\*?[\w.+-]+\.\w{1,8}[ \t]*$"),
    re.compile(r"\barn:aws[\w-]*:[\w-]+:[\w-]*:\d*:[^\s\"'`,;)]+"),  # any ARN
    # a digest named by its path: Helm's `checksum/secret: <sha256>` hashes the Secret
    re.compile(r"(?i)\b(?:checksum|digest|sha\d*)/[\w.-]+[\"']?:[ \t]*[\"']?[0-9a-f]{32,}"),
    # What a DNS query for TXT records prints: published to anyone who asks.
    re.compile(r"(?im)^[^\n]*\b(?:dig|nslookup|host)\b[^\n]*\btxt\b[^\n]*(?:\n[^\n$#]+){1,8}"),
    # An EMV payment QR's payload (Pix, PayNow, PromptPay): printed at the counter for anyone.
    re.compile(r"\b000201\d{2}[\w\-.*@: ]{20,}?6304[0-9A-F]{4}\b"),
    re.compile(r"\bSPD\*\d\.\d\*\S+"),  # a Czech QR payment (SPAYD): an account, an amount
    re.compile(r"\bRF\d{2}[A-Z0-9]{10,21}\b"),  # a creditor's payment reference (ISO 11649)
    re.compile(r"\b[a-z][a-z0-9+.-]{1,20}://[^\s\"'<>`]+"),  # a URL (its secrets: url_*)
    re.compile(r"(?<![\w@.:/-])(?:[a-z0-9-]+\.)+[a-z]{2,12}/[^\s\"'<>`]+"),  # one, no scheme
    SCRIPT_ADDRESS,
    re.compile(r"ENC[\[(][^\])]*[\])]|\$ANSIBLE_VAULT;[^\n]*(?:\n[0-9a-f]+)*"  # sops, jasypt,
               r"|\bvault:v\d+:[A-Za-z0-9+/=]+"  # ansible-vault, Vault's transit ciphertext,
               r"|AQAAANCMnd8BFdERjHoAwE/Cl\+sB[A-Za-z0-9+/=]*"),  # Windows DPAPI's (its header);
    # XML Encryption's and ASP.NET Data Protection's elements: ciphertext, whatever it holds
    re.compile(r"<(EncryptedData|encryptedSecret|CipherValue)\b[\s\S]*?</\1>"),
    # Rails' encrypted credentials: base64--base64--base64
    re.compile(r"(?<![\w+/=-])[A-Za-z0-9+/]{16,}={0,2}--[A-Za-z0-9+/]{8,}={0,2}--[A-Za-z0-9+/]{8,}={0,2}"),
    re.compile(r"(?i)\b(?:encrypted[\w.]*|ciphertext[\w.]*|sealed\w*)\s*:[^\n]*"
               r"(?:\n[ \t]+[^\n]*)*"),
    # the value right after an encrypted field's name: "encryptedData.api-key: Ag…"
    re.compile(r"(?i)\b(?:encrypted\w*|ciphertext)[\w.-]*[\"']?[ \t]*[:=]?[ \t]*[\"']?[^\s\"']+"),
    re.compile(rf"(?<![\w-])(?:{PUBLISHABLE_KEY}|pk\.eyJ)[\w.-]+"),  # publishable keys
    re.compile(r'"(?:n|e|x|y|x5c|x5t|x5t#S256|kid|crv|alg|use)"\s*:\s*\[?"[^"]*"'),  # JWK
    re.compile(r"(?i)\bjwks?\b[^\n]*|\b(?-i:kid|x5t(?:#S256)?)[=: ]+[\w-]{8,}"),  # in prose
    # An ID token's claims, decoded: who issued it, for whom, and hashes of other tokens
    re.compile(r'"(?:iss|sub|aud|azp|nonce|at_hash|c_hash|jti)"\s*:\s*"[^"\n]*"'),
    # A JWT with no signature ("alg": "none"): it proves nothing, so it opens nothing
    re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.(?![A-Za-z0-9_-])"),
    # A plist's setting named as an app's public id: `<key>ClientId</key><string>…</string>`
    re.compile(r"(?i)<key>[\w.-]*(?:client_?id|app_?id|bundle_?id|team_?id|domain|issuer|"
               r"audience)</key>\s*<string>[^<\n]*</string>"),
    re.compile(r"(?i)\bv=DKIM1\b[^\n]*|\bk=(?:rsa|ed25519);\s*p=\S+"  # DKIM record, and its
               r"|\b(?:dkim|domainkey)\b[^\n]{0,80}?\bp=[A-Za-z0-9+/]+=*"),  # key said in words
    # a mail's DKIM-Signature header, its folded lines too: a signature and a body hash
    re.compile(r"(?im)^[ \t>]*DKIM-Signature:[^\n]*(?:\n[ \t]+[^\n]*)*"),
    # Windows DPAPI ciphertext in hex (a SecureString's export): its fixed header opens it
    re.compile(r"(?i)\b01000000d08c9ddf0115d1118c7a00c04fc297eb[0-9a-f]*"),
)
# Identifiers that look random, a UUID first. They silence the rules that judge a token by
# its looks, but not a name rule: behind `password`, a UUID is a password (Heroku's API keys
# are UUIDs).
_UUID_IN_TEXT = re.compile(rf"\b{UUID_TEXT}\b")
_OTHER_IDENTIFIERS = (
    re.compile(r"(?<![\w-])[a-z][a-z0-9]{0,9}1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38,}\b"),
    re.compile(r"\b0x[0-9a-fA-F]{40}\b"),  # an Ethereum address
    re.compile(r"\bspotify:(?:track|album|artist|playlist|episode|show|user):[A-Za-z0-9]{22}\b"),
    re.compile(r"\bT[1-9A-HJ-NP-Za-km-z]{33}\b"),  # a TRON address
    re.compile(r"\bE\d{20}[A-Za-z0-9]{11}\b"),  # a Pix transfer's end-to-end id
    re.compile(r"\b(?:cluster|db|prx)-[A-Z0-9]{26}\b"),  # an Aurora or RDS resource id
    # a disk's name under /dev/disk/by-id: its bus, model and serial (ata-WDC_WD40EFRX-…)
    re.compile(r"(?<![\w-])(?:by-(?:id|path)/)?(?:ata|nvme|scsi|usb|wwn)-[\w.:-]{8,}"),
    re.compile(r"\b(?:GHSA(?:-[a-z0-9]{4}){3}|CVE-\d{4}-\d{4,})\b"),  # an advisory
    # a user's id at an identity provider: auth0|5f7c…, google-oauth2|1043…, apple|0012….
    re.compile(r"\b(?:auth0|google-oauth2|apple|facebook|github|windowslive|linkedin|twitter|"
               r"samlp|waad|oidc|email|sms)\|[\w.-]{6,}"),
    # a Twilio object's SID: an account, a message, a call, a number, an API key's id
    re.compile(r"\b(?:AC|SM|MM|CA|PN|RE|MG|SK|IS|US|VA|CF|FW|QU|WF|KS)[0-9a-f]{32}\b"),
    re.compile(r"\b[A-Z2-7]{7}(?:-[A-Z2-7]{7}){7}\b"),  # a Syncthing device id
    re.compile(r"\barXiv:\d{4}\.\d{4,5}(?:v\d+)?\b"),  # a preprint
    # a YouTube channel or playlist id, a Twitch clip's slug: in the page's address
    re.compile(r"(?<![\w-])(?:UC[\w-]{22}|PL[\w-]{16,32}|(?:[A-Z][a-z]+){3,}-[\w-]{16})(?![\w-])"),
    # a Google tag and an Ads conversion label: in every page's source
    re.compile(rf"\b{GOOGLE_TAG}(?:/[\w-]{{8,32}}|-\d{{1,4}})?(?![\w-])"),
    # a cloud resource's typed id in lower case: vpc-bp1cithjft7f34m5nq7x, rm-bp11vge7qnnncznfl5
    re.compile(r"(?<![\w-])(?!(?:key|sk|pk|pat|api|token|secret|pass|pw|auth)-)[a-z]{1,5}-"
               r"(?=[a-z0-9]*\d)(?=[a-z0-9]*[a-z])[a-z0-9]{12,30}(?![\w-])"),
    re.compile(r"\b(?:Qm[1-9A-HJ-NP-Za-km-z]{44}|b[a-z2-7]{58})\b"),  # an IPFS CID (v0, v1)
    # an extended public key (xpub, ypub, zpub, tpub…): it shows balances, never spends
    re.compile(r"\b[xyztuvYZUV]pub[1-9A-HJ-NP-Za-km-z]{100,112}\b"),
    re.compile(r"(?<![\w/+=-])[a-z0-9]+(?:-[a-z0-9]{1,12}){2,}(?![\w/+=-])"),  # pod-x7d9-q4w
    # A generated resource name: words, then one random suffix (MyStack-LogsBucket-1X2Y3Z4W).
    re.compile(r"(?<![\w/+=-])(?:[A-Za-z][a-z]+(?:[A-Z][a-z]+)*-)+[A-Z0-9]{8,16}(?![\w/+=-])"),
    re.compile(r"(?<![\w/+=-])(?=[\w-]*-(?:[A-Z][a-z]+){2,}-)[A-Za-z0-9]+(?:-[A-Za-z0-9]{1,24}){2,}"
               r"(?![\w/+=-])"),  # eks-node-90go5j5g-NodeInstanceRole-PP5L4NP2H2D1
)
_BY_LOOKS = frozenset({"high_entropy_token", "prefixed_token", "grouped_secret",
                       "generated_password"})
# Data that is public by design: certificates, public keys, signatures, encrypted messages.
_PUBLIC_BLOCK = re.compile(
    r"-----BEGIN (CERTIFICATE|(?:RSA |EC )?PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE|"
    r"PGP MESSAGE|CERTIFICATE REQUEST|X509 CRL|AGE ENCRYPTED FILE)-----.*?(?:-----END \1-----|\Z)",
    re.S)
# A token right after words that name it as data (same line, no credential word).
# A phone's address for pushes, named: data, though it says "token".
_PUSH_TOKEN = r"(?:device|push|apns|fcm|gcm)[ _-]?tokens?"
_DATA_LEAD = re.compile(
    r"(?i)(?:public|\bpub[ _-]?keys?\b|p[uú]blica?|pubblic[ao]\b|publique|öffentlich\w*|"
    r"publishable|fingerprint|checksum|integrity|storefront\w*|merchant[ _-]?tokens?|"
    r"empreinte|fingerabdruck|huella|impronta|impress[ãa]o digital|vingerafdruk|odcisk|"
    r"\bsha-?(?:1|224|256|384|512)\b|\bmd5\b|\bpeer\b|\bsecure\b|"
    rf"client[ -]?(?:side[ -]?)?sdk[ -]?key|{_PUSH_TOKEN}|"
    r"base64|binarydata|cursor|etag|signatur\b|tse\b|sello|"
    r"\bcid\b|\b(?:s|u)?ids?\b|\buuid\b|\bdigest\b|\bdig_?val\b|digestvalue|\bhash\b|address|"
    r"wallet|recipients?|payout|"
    rf"encrypted\w*|sealed\w*|ciphertext|{SITE_KEY}|"
    r"\b(?:open|union)ids?\b|\btemplates?\b|模板|"
    r"search[ -]only|\bdsn\b|\bslug\b|"
    r"bitcoin|ethereum|solana|monero|litecoin|dogecoin|\b(?:btc|eth|sol|xmr|ltc)\b|"
    r"video|playlist|\bfile\b|\bfichier\b|\bdatei\b|\barchivo\b|\bbestand\b|\bpage\b|"
    r"\bdoc\b|challenge|\bproject\b|\borg\b|\btxt\b|"
    r"organi[sz]ation|workspace|tenant)[^\n]{0,24}$")
# A label over a value that says it is public: "peer pubkey for laptop\n<key>"
_PUBLIC_LABEL = re.compile(r"(?i)\bpub[ _-]?keys?\b|\bpublic\b|publishable|fingerprint")
_ASIDE_OPEN = re.compile(r"[ \t]*\([ \t]*")
# "the secret …" names another key than the one before it: "(the secret stays in
# wp-config)"; "(secret)" and "(the private one)" name this one
_OTHER_SECRET = re.compile(r"(?i)(?:the|its|a|o|la|el|le|il|lo|die|der|das|de)[ \t]+"
                           r"(?:secret|private|privada|privée|privat)\w*\b(?![ \t]+one[ \t]*[),])")
_DATA_TRAIL = re.compile(
    r"(?i)^[^\n]{0,12}?\b(?:wallet|address|ids?|hash|digest|fingerprint|checksum|"
    r"public key|slug|search[ -]only)\b")
# "laptop: DrReyes / y#5v…": a user, then their password (not the last of "a / b / c")
_PAIR_LEAD = re.compile(r"(?:^|[^/\s])[ \t]*(?<![\w.@+-])[\w.@+-]+[ \t]+/[ \t]+$")
_ID_ASIDE = re.compile(r"(?i)^[ \t]*\((?:[^()\n]{0,30}[\s_-])?ids?\)")
_CREDENTIAL_WORD = re.compile(r"(?i)secret|private|pass?w|pass ?phrase|\bpass\b|\bpwd?\b|\bmdp\b|"
                              rf"psk|\bpat\b|token|credential|{FOREIGN_PASSWORD}|"
                              r"api[ _-]?key|\bauth(?:orization)?\b|\bkey\b")
# "public by design", "is public": with these, a key or token named nearby is public.
_SAID_PUBLIC = re.compile(
    r"(?i)\bpublic\b|\bp[uú]blic[ao]\b|\bpublique\b|\böffentlich\w*|\bpubliek\w*|publishable|"
    r"\bpubbliche?\b|\bpubblic[aoi]\b|\bpubliczn\w*|\bve[řr]ejn\w*|\boffentlig\w*|\bjulki\w*|"
    r"\bnyilv[áa]nos\w*|публичн\w*|公開|公开|공개|\bc[oô]ng khai\b|สาธารณะ|"
    rf"{LITHUANIAN_PUBLIC}|"
    rf"\bidentifier\b|by design|{NOT_SECRET}")
# A product-analytics or push SDK named beside a key: its project token, API or write key is
# built into every copy of the app or page (a secret, admin or server key is named so).
_CLIENT_SDK = re.compile(r"(?i)\b(?:mixpanel|amplitude|posthog|rudderstack|onesignal|logrocket|"
                         r"hotjar|braze|appsflyer|bugsnag|pusher|\w*instantsearch\w*)\b")
_STRONG_CREDENTIAL_WORD = re.compile(f"(?i){STRONG_CREDENTIAL}")
_LABEL = re.compile(r"[,;][ \t]*[^\W\d_][\w-]{0,24}[ \t]*[:=]")  # ", token:" opens another field
_CLAUSE_BREAK = re.compile(r"[;—–\n]|\s-+\s|[.!?]\s")
_CLAUSE_END = re.compile(rf"{_CLAUSE_BREAK.pattern}|\(")  # after it, an aside is another's too
# "apiKey: '…' (search-only)": said of the value right after it, not of another key
# "typesense search-only key (documents:search) Ndw…": said of the key named just before it
_SEARCH_ONLY_LEAD = re.compile(r"(?i)\bsearch[ -]only\b(?:(?!admin|write|master)[^\n]){0,90}$")
_SEARCH_ONLY_TRAIL = re.compile(
    r"(?i)^[\W_]{0,8}search[ -]only\b(?![ -]+(?:api[ -]?)?(?:keys?|ones?|tokens?)\b)")
# A code line's own comment speaks of its value: "apiKey: '…'); // search only ACL"
_LINE_COMMENT = re.compile(r"[^\n]*?(?://|(?<=\s)#)[ \t]*(?P<said>[^\n]*)")
_PUBLIC_KEY_WORDS = re.compile(
    r"(?i)(?:public|publishable|site|search[ -]only|verification|client[ -]?(?:side[ -]?)?sdk)"
    r"[ _-]?(?:api[ _-]?)?(?:keys?|tokens?)|"
    r"storefront[ _-]?(?:api[ _-]?)?(?:access[ _-]?)?tokens?|merchant[ _-]?tokens?|"
    rf"{_PUSH_TOKEN}|"
    r"secret (?:one|key) is in|secrets? manager")
# An object's id named so just before it: "versionId mwA3…", "etag \"5966…\"", "txid …"
_ID_NAME = re.compile(r"(?i)(?:(?:version|request|trace|span|upload|message|job|run|build|"
                      r"correlation|credentials?|\btx|transaction)|(?<![a-z])key)[ _-]?id"
                      r"(?:[ \t]+(?:of|for|da|do|de|del|du|des)[ \t]+\w+)?"  # "txid da cobrança"
                      r"[\"']?[ \t]*[:=]?[ \t]*"
                      r"[\"']?$|"
                      r"\betag[ \t:=\"']*$|\b[\w-]+-ref[ \t:=\"']*$")
# A digest named by its algorithm is a checksum, not a key: sha256:…, sha512-…, md5:…
_DIGEST_PREFIX = re.compile(r"(?i)(?:sha-?\d{1,3}|md5|h1|blake\d\w*)[:=/-]\s*\"?$")
# An Android app's key hash (Facebook's, Kakao's): its signing certificate's SHA-1 in base64
# An app's signing-key hash, named earlier on its line: "키 해시 (릴리즈): …=", "key hashes: …"
_KEY_HASH = re.compile(r"(?i)key[ _-]?hash(?:es)?|키 ?해시")
_SHA1_BASE64 = re.compile(r"[A-Za-z0-9+/]{27}=")
# A build's or a firmware's name ends in its dotted version: "BG95M3LAR02A03_01.976.01.949"
_DOTTED_VERSION = re.compile(r"[_-]v?\d+(?:\.\d+){2,}$")
_DIGEST_LEAD = re.compile(r"(?i)^(?:pin-|hmac-)?(?:sha-?\d{1,3}|md5|h1)[:=/-]")  # sha256/…: a pin
_DIGEST_NAME = re.compile(r"(?i)^(?:pin-)?(?:sha-?\d{1,3}|md5|h1)$")
_SSH_PUBLIC = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d+|sk-ssh-ed25519@openssh\.com) $")
# An id with a type prefix: i-0abc…, subnet-…, GPU-<uuid>.
_TYPED_ID = re.compile(r"^[A-Za-z]{1,10}[-_](?P<rest>.+)$")
_ASSIGN = re.compile(r"^[`'\"(]?(?P<k>[A-Za-z_][\w.-]*)=(?P<v>.+)$")
_PUBLIC_NAME = re.compile(r"(?i)public|publishable|site_?key|client_?id|challenge|(?:^|_)dsn$|"
                          r"(?:site|domain)[_-]?verification")  # a DNS TXT record
_NAME_BEFORE = re.compile(r"([\w.-]+)[\"']?[ \t]*[:=][ \t]*[\"'`]?$")
# A content-hashed file name: main.14fbc312b9f3.js, styles-9f8e7d6c.css
_HASHED_NAME = re.compile(r"^[\w-]+?(?:[._-][0-9a-f]{6,})+\.[A-Za-z0-9]{1,5}$")
# A path of short words: Root/Work/Infra/iDRAC
_WORD_PATH = re.compile(r"^[A-Za-z]{1,16}(?:/[A-Za-z]{1,16})+/?$")
# A host name: a random-looking first label under named ones (….apps.googleusercontent.com)
_HOSTNAME = re.compile(r"^[\w-]+(?:\.[a-z][a-z0-9-]*){2,}$")
_CALL_OPEN = re.compile(r"[A-Za-z_]\w*\([\"']|[A-Za-z_]\w{2,}\([A-Za-z_$]\w*[\[(]")
_BRACKETED = re.compile(r"\[[^\]]*\]|\{[^}]*\}|\([^)]*\)")
_DATA_URI = re.compile(r"^data:[\w.+-]+/[\w.+-]+(?:;[\w=.-]+)*;base64,")
# Where a `KEY=value` run or a path around a UUID splits into sides judged apart.
_SIDES = re.compile(f"=|{UUID_TEXT}")
_PATH_SIDES = re.compile(f"[=/]|{UUID_TEXT}")  # a resource's path: its names and ids apart
_PARTS = re.compile(r"[^@:=,;/\\]+")  # a Windows path splits at its backslashes too
_SEPARATORS = re.compile(r"[_.$&:\\-]")
_PLAIN_PIECE = re.compile(
    r"\d+|[A-Z]?[a-z]+|[A-Z0-9]{1,10}|[A-Za-z]{1,4}\d+|[a-z]+\d+|[0-9a-f]+|[0-9A-F]+|\w{1,3}")
_EXTENSION_AFTER = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,4}(?![\w.+/=-])")  # a file's type
_EXTENSION = re.compile(r"\.[A-Za-z][A-Za-z0-9]{0,15}$")
# A file's name, by the extensions of media, documents, data and code: what it names is data.
_FILE_NAME = re.compile(
    r"(?i)[\w-]\.(?:mov|mp4|mkv|webm|avi|wav|mp3|m4a|flac|aac|png|jpe?g|gif|webp|heic|tiff?|"
    r"svg|psd|raw|dng|cr2|nef|pdf|docx?|xlsx?|pptx?|odt|ods|csv|tsv|json|ya?ml|toml|xml|txt|md|"
    r"log|zip|tar|gz|tgz|7z|rar|py|js|ts|rb|go|rs|java|cs|cpp|sh|sql|cube|lut|srt|vtt|ttf|otf|"
    r"prproj|aep|drp|fcpxml|blend|obj|fbx|stl|gcode|ipynb|parquet|pt|onnx|ckpt|safetensors)$")
_HEXISH = re.compile(r"^(?:0x)?[0-9a-fA-F-]+$")
_VERSION = re.compile(r"^v?\d+(?:\.\d+)+")

# A table with cells apart by bars: a Markdown one (a header row, a |---| row, then rows),
# or rows typed or pasted with bars between the cells only ("Name | Days | POS PIN").
_TABLE = re.compile(r"(?m)^[^\n|]*\|[^\n]*(?:\n[^\n|]*\|[^\n]*)+")
_RULE_ROW = re.compile(r"[ \t:|-]*-[ \t:|-]*")
# A CSV header with a password column: a password manager's or a browser's export.
_CSV_HEADER = re.compile(r"(?im)^[\w .-]*([,;])[\w .-]*(?:\1[\w .-]*)+$")  # its separator
_DATA_COLUMN = re.compile(r"(?i)\b(?:hash|digest|fingerprint|thumbprint|checksum|serial|"
                          r"serial number|uuid|guid)$")
_TICKET = re.compile(r"(?i)\b(?:ski|bus|day|boarding|season|travel|train|gym|museum|"
                     r"rail|metro|park|event|festival)[ -]?pass\b")  # a pass, not a password
_FIELD_GAP = re.compile(r"\t+|[ ]{3,}")  # a spreadsheet's cells, pasted
# An address, or a host: a name with a letter, under a top-level domain of letters.
_ACCOUNT = re.compile(r"@|^(?:https?://)?(?=[\w-]*[A-Za-z])[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/?$")
_WRAPPING = "'\"`.,;:()[]{}<>"  # what wraps a token in JSON, code or prose
# A body counts as "mostly a secret" when tokens like these cover at least this share of it.
MOSTLY_SECRET_SHARE = 0.5
_TOKEN_RE = re.compile(r"[^\s,]+")  # a comma separates list items, as in `age1…,age1…`
# Thai, Chinese, Japanese and Korean put no space between words, nor around a code written
# among them ("お問い合わせ番号（EMS）：ET128104506JP"): their letters and full-width marks end
# a token.
_UNSPACED = f"\u0e00-\u0e7f\u3000-\u303f{CJK_LETTERS}\uff00-\uffef"
_UNSPACED_CHAR = re.compile(f"[{_UNSPACED}]")
_WORD_RE = re.compile(f"[^\\s,<>{_UNSPACED}]+")  # markup's text stands apart from its tags
# Their full-width colons, brackets, letters and digits ("パスワード：hG7…") read as the
# ASCII ones the patterns know, one character for one, so every span stays put.
_NATIVE_DIGITS = {zero + d: ord("0") + d for zero in (0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0x1040)
                  for d in range(10)}  # Arabic-Indic, Persian, Devanagari, Bengali, Thai, Myanmar
_HALF_WIDTH = {0x3000: " ", **{c: c - 0xFEE0 for c in range(0xFF01, 0xFF5F)}}
_JWT = re.compile(r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+")
# The rest of a mail address after its local part: a Message-ID's random left side.
_MAILBOX_PART = re.compile(MAIL_DOMAIN)


@dataclass(frozen=True, slots=True)
class SecretHit:
    """Where a secret sits in a text. Only `kind` ever leaves this module's callers."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class _Benign:
    """The spans of a text whose structure says public data, and those that are ids."""

    structures: list[tuple[int, int]]
    identifiers: list[tuple[int, int]]
    uuids: list[tuple[int, int]]  # the identifiers that are UUIDs: no PIN is part of one

    @classmethod
    def of(cls, text: str) -> _Benign:
        structures = [m.span() for pattern in _STRUCTURES for m in pattern.finditer(text)]
        if "-----BEGIN" in text:
            structures += [m.span() for m in _PUBLIC_BLOCK.finditer(text)]
        structures += [m.span() for m in _B64_CANDIDATE.finditer(text)
                       if public_blob(m.group(0))]
        if "\n" in text and ("," in text or ";" in text):
            structures += _data_cells(text)
        if "eyJ" in text:
            structures += [m.span() for m in _JWT.finditer(text) if public_jwt(m.group(0))]
        uuids = [m.span() for m in _UUID_IN_TEXT.finditer(text)]
        others = [m.span() for p in _OTHER_IDENTIFIERS for m in p.finditer(text)]
        return cls(structures, uuids + others, uuids)

    def covers(self, start: int, end: int, by_looks: bool = True) -> bool:
        return _inside(start, end, self.structures) or (
            by_looks and _inside(start, end, self.identifiers))


def _inside(start: int, end: int, spans: list[tuple[int, int]]) -> bool:
    return any(a <= start and end <= b for a, b in spans)


def _as_data(text: str, start: int, end: int) -> bool:
    """A token next to words that name data (`PublicKey =`, `node id`, `(Solana wallet)`)
    with no credential word among them."""
    line_start = text.rfind("\n", 0, start) + 1
    lead = text[max(line_start, start - 40) : start]
    if _PAIR_LEAD.search(lead):
        return False
    if line_start and not lead.strip():  # alone on its line: a label above says public
        label = text[text.rfind("\n", 0, line_start - 1) + 1 : line_start - 1]
        if _PUBLIC_LABEL.search(label) and not _CREDENTIAL_WORD.search(
                _SAID_PUBLIC.sub("", _PUBLIC_KEY_WORDS.sub("", label))):
            return True
    # the clause it stands in: "…key is dA+v…=; the private one never leaves" names no secret,
    # and "Hetzner API token for the dental project, read & write -> Oqmw…" names one
    trail = _CLAUSE_BREAK.split(text[end : end + 24], maxsplit=1)[0]
    if (aside := _ASIDE_OPEN.match(text, end)) and _OTHER_SECRET.match(text, aside.end()):
        trail = ""  # "site key … (a secret está no wp-config)" speaks of the other key
    clause = _lead_clause(text[max(line_start, start - 80) : start])
    # "not secret" says public: its own word "secret" is no credential context.
    words = _SAID_PUBLIC.sub("", _PUBLIC_KEY_WORDS.sub("", clause + " " + trail))
    around_start = max(line_start, start - 80)
    around = text[around_start : end + 40].split("\n", 1)[0]
    if served_from_pages(around, line_at(text, start)):
        return True
    if _public_said_of(around, start - around_start):
        # an aside after it that opens saying public speaks of it first, and a credential
        # word later in the aside of another: "… (public, the secret stays on the backend)"
        aside = _ASIDE_OPEN.match(text, end)
        if aside and _SAID_PUBLIC.match(text, aside.end()):
            words = _SAID_PUBLIC.sub("", _PUBLIC_KEY_WORDS.sub("", clause))
        # a password's own word just before it: no password is public ("(Public Bank) … pw …")
        return not _STRONG_CREDENTIAL_WORD.search(words) and not PASSWORD_WORD.search(
            text[line_start:start].rstrip(" \t:=\"'`"))
    if _ID_ASIDE.match(trail):  # "… 20e2e7b3… (private_key_id)" says what it is
        return True
    named = text[max(line_start, start - 80) : start]  # "Private key of the wallet …: 0x…"
    if (_SEARCH_ONLY_TRAIL.match(trail) or _SEARCH_ONLY_LEAD.search(text, line_start, start)
            or ((comment := _LINE_COMMENT.match(text, end))
                and _SEARCH_ONLY_TRAIL.match(comment["said"]))):
        return not _STRONG_CREDENTIAL_WORD.search(named) and "admin" not in named.lower()
    return (bool(_DATA_LEAD.search(lead)) or bool(_DATA_TRAIL.match(trail))) and not (
        _CREDENTIAL_WORD.search(words) or _STRONG_CREDENTIAL_WORD.search(
            _SAID_PUBLIC.sub("", _PUBLIC_KEY_WORDS.sub("", named))))


def _captcha_site_key(text: str, end: int, lead: str, value: str) -> bool:
    """reCAPTCHA's site key, which its page serves to everyone: the site key and the secret
    share one shape, so the words decide, a site key named last before it, and no aside
    calling this one the secret ("… (the secret one)"; "(secret key на сервере)" speaks of
    the other)."""
    return (_CAPTCHA_KEY.fullmatch(value) is not None and _SITE_KEY_LEAD.search(lead) is not None
            and _THIS_ONE_SECRET.match(text, end) is None)


def _public_said_of(around: str, at: int) -> bool:
    """A word that says public is said of the value at `at`: after it, or before it with no
    other label between ("identifier: kiptoo, token: …" says nothing of the token)."""
    return any(m.start() >= at or not _LABEL.search(around, m.end(), at)
               for m in _SAID_PUBLIC.finditer(around))


def _lead_clause(lead: str) -> str:
    """The clause a value stands in, up to it: the last with words in it ("legacy FCM key for
    the project — AAAA…" stands after its dash)."""
    return next((c for c in reversed(_CLAUSE_BREAK.split(lead)) if c.strip()), "")


def _clause(lead: str, trail: str) -> str:
    """The clause a value stands in: "mixpanel token 96fe… (project id …); the api secret is
    in 1P" says nothing of this token's secrecy after its semicolon."""
    return _lead_clause(lead) + " " + _CLAUSE_END.split(trail, maxsplit=1)[0]


def _public_name(lead: str, value: str) -> bool:
    """The name a value is given says it is public: in its own token (`NEXT_PUBLIC_KEY=…`,
    `STRIPE_PUBLISHABLE_KEY=…`) or just before it (`clientId: …`, `site_key = "…"`). A
    `NAME=value` token is a setting, too, when its value is a public id or its name says id
    (`VERCEL_PROJECT_ID=prj_F3x…`; a session's id is its key: `session_id=Bw-F…`)."""
    assign = _ASSIGN.match(value)
    if assign and (public_id(assign["v"]) or (
            setting_name(assign["k"]) and CREDENTIAL_NAME.search(assign["k"]) is None)):
        return True
    before = _NAME_BEFORE.search(lead)
    return any(_PUBLIC_NAME.search(name) for name in (
        assign["k"] if assign else "", before.group(1) if before else "") if name)


def _generic_silenced(text: str, start: int, end: int, value: str, benign: _Benign,
                      by_looks: bool = True) -> bool:
    before = text[max(0, start - 24) : start]
    lead = text[text.rfind("\n", 0, start) + 1 : start]
    line = (lead + text[start : end + 80]).split("\n", 1)[0]
    return (
        # inside a template or a public block, or its tail ("{{ .Values.redis.password }}@host"),
        # or an identifier whole
        benign.covers(start, start + 1, by_looks=False)
        or (by_looks and _inside(start, end, benign.identifiers))
        or (by_looks and documented(line.replace(value, " "))) or public_config(text, value)
        or _DIGEST_PREFIX.search(before) is not None or _DIGEST_LEAD.match(value) is not None
        or (_SHA1_BASE64.fullmatch(value) is not None and _KEY_HASH.search(lead) is not None)
        or _ID_NAME.search(before) is not None
        # a PIN is short: a SHA-256 digest named "pin" pins a certificate's key (an app's
        # SPKI pin, HPKP's pin-sha256), and anyone may read it
        or (PIN_BEFORE.search(before) is not None and digest_base64(value))
        or (_SSH_PUBLIC.search(before) is not None and value.startswith("AAAA"))
        or _as_data(text, start, end) or _public_name(lead, value) or public_id(value)
        or public_id(_whole_word(text, start, end))
        or _TRADE_OFFER_TOKEN.search(lead) is not None
        or audited_key_id(value, text, start) or _only_public_keys(value)
        or _captcha_site_key(text, end, lead, value)
        or (_CLIENT_SDK.search(lead) is not None and not _PAIR_LEAD.search(lead)
            and not SERVER_KEY_WORD.search(_clause(lead, text[end : end + 80])))
    )


# reCAPTCHA's keys; a site key named last before one; an aside calling it the secret
_THIS_ONE_SECRET = re.compile(
    r"(?i)[ \t]*\([ \t]*(?:the[ \t]+)?(?:secret|private)(?:[ \t]+one)?[ \t]*\)")
_CAPTCHA_KEY = re.compile(r"6L[\w-]{38}")
_SITE_KEY_LEAD = re.compile(
    rf"(?i)(?:{SITE_KEY})(?:(?!secret|privat|server|our|prod)[^\n;]){{0,80}}$")
# A run of key characters in code around it: `<script>Stripe('pk_live_…')</script>`
_KEY_RUN = re.compile(r"[\w+/=-]{16,}")


def _only_public_keys(value: str) -> bool:
    """A token of code whose only key-like runs are public ids: the page's own markup
    around a publishable key holds no secret."""
    runs = _KEY_RUN.findall(value)
    return bool(runs) and all(public_id(r) for r in runs)


# Steam's trade-offer link, given out to receive trades: "partner=824942888&token=ZheR3u17"
_TRADE_OFFER_TOKEN = re.compile(r"partner=\d+[&\s]+token=$")
_ASIDE_OR_SPACE = re.compile(r"[\s（(]")


def _whole_word(text: str, start: int, end: int) -> str:
    """The word a value ends, from its opening quote to an aside: a rule may read only the
    part after a type's colon (Tailscale's public "nodekey:…（期限無効化済み）")."""
    return _ASIDE_OR_SPACE.split(text[word_start(text, start):end], maxsplit=1)[0].lstrip("\"'`")


def _id_path(value: str) -> bool:
    """A path of names to an id: `database/creds/readonly/<lease id>`."""
    parts = value.split("/")
    return len(parts) >= 3 and all(re.fullmatch(r"[a-z][a-z0-9_.-]*", p) for p in parts[:-1])


def _random_token_in(value: str, start: int, benign: _Benign) -> bool:
    """A random token for one side of a `KEY=value` run at least: a setting such as
    `NODE_OPTIONS=--max-old-space-size=6144` is judged side by side, not as one blob, a
    side that is an id is none (`list=PL…`, a playlist), and a side that is a hex digest
    under named parts (`Linux-pip-<sha256>`) is a cache key. `start`: where `value` sits."""
    if (value.startswith("/") and value.count("/") >= 2) or _id_path(value):
        return False
    first = value.split("/", 1)[0]
    sides = _PATH_SIDES if "/" in value and first.isalpha() and wordy(first) else _SIDES
    ends = [0, *(i for m in sides.finditer(value) for i in m.span()), len(value)]
    return any(
        len(side) >= 32 and random_token(side) and b64_text(side) is None
        and not public_blob(side) and not named_digest(side)
        and not benign.covers(start + a, start + b)
        for a, b in zip(ends[::2], ends[1::2], strict=True) for side in [value[a:b]])


def _table_secrets(text: str) -> list[SecretHit]:
    """The cells under a header that names a credential, in a Markdown table or a CSV
    export: "| device | user | password |" or "name,url,username,password" makes every
    row's cell in that column a password, and a "cvc" or "pin" column holds short codes."""
    hits = []
    for table in _TABLE.finditer(text):
        rows = [r for r in table.group(0).split("\n") if not _RULE_ROW.fullmatch(r)]
        hits += _cells(table.start(), table.group(0), rows[0], rows[1:], "|")
        hits += _named_rows(table.start(), table.group(0), rows)
    for start, body, names, rows, sep in _csv_blocks(text):
        if PASSWORD_COLUMN.search(names):
            hits += _cells(start, body, names, rows, sep)
    return hits


def _csv_blocks(text: str) -> Iterator[tuple[int, str, str, list[str], str]]:
    """Each CSV export: where its body starts, the body, the header, its rows, the separator."""
    for header in _CSV_HEADER.finditer(text):
        names, sep = header.group(0, 1)
        body = text[header.end():].split("\n\n", 1)[0]
        rows = [r for r in body.split("\n") if r.count(sep) >= names.count(sep) - 1]
        yield header.end(), body, names, rows, sep


def _data_cells(text: str) -> list[tuple[int, int]]:
    """The cells of a CSV column whose header names data ("Hardware Hash", "Serial"): an
    export of device hashes or serials is a list of ids, however random they look."""
    spans = []
    for start, body, names, rows, sep in _csv_blocks(text):
        header = [c.strip() for c in names.split(sep)]
        for row in rows:
            at = start + body.index(row)
            for name, cell in zip(header, row.split(sep), strict=False):
                if _DATA_COLUMN.search(name) and not PASSWORD_COLUMN.search(name):
                    spans.append((at, at + len(cell)))
                at += len(cell) + 1
    return spans


def _cells(start: int, block: str, header_row: str, rows: list[str], sep: str
           ) -> list[SecretHit]:
    header = [c.strip() for c in header_row.strip().strip(sep).split(sep)]
    hits = []
    for row in rows:
        offset = start + block.index(row)
        cells = (row.strip().strip("|") if sep == "|" else row).split(sep)
        for name, cell in zip(header, cells, strict=False):
            if _secret_cell(name, cell.strip()):
                at = offset + row.index(cell)
                hits.append(SecretHit("table_secret", at, at + len(cell)))
    return hits


def _named_rows(start: int, block: str, rows: list[str]) -> list[SecretHit]:
    """A table of two columns that names each row's value in its first cell, as a settings
    card does: "| wifi password | ZZQE02YB801M |"."""
    hits = []
    for row in rows:
        cells = row.strip().strip("|").split("|")
        if len(cells) != 2:
            continue
        name, cell = cells
        value = cell.strip()
        if plain_label(name) and " " not in value and _secret_cell(name.strip(), value):
            at = start + block.index(row) + row.rindex(cell)
            hits.append(SecretHit("table_secret", at, at + len(cell)))
    return hits


def _secret_cell(name: str, value: str) -> bool:
    """A cell whose name calls it a credential and whose value looks like one."""
    if not value:
        return False
    # the name's last word names the code: "PIN", "POS PIN", never "Post code"
    code = (CODE_COLUMN.fullmatch(name.rsplit(None, 1)[-1] if name else "")
            and not public_code(name) and re.fullmatch(r"\d{3,8}", value))
    return bool(code or (PASSWORD_COLUMN.search(name) and not _TICKET.search(name)
                         and password_value(value)))


# A line of a list: a label, a separator, one value ("projet 2025-972: 7JFT8ynY").
_LIST_ITEM = re.compile(r"[ \t]*(?:(?:[-*•]|\d{1,2}[.)])[ \t]+)?[^\n:=>]{1,40}?[ \t]*(?:->|=>|[:=])"
                        r"[ \t]*(?P<v>\S[^\n]*?)[ \t]*")
_PLURAL = re.compile(r"(?i)(?<=[a-z]{2})s\b")
_ASIDE_OR_COLON = re.compile(r"[ \t]*\([^()\n]*\)|[ \t]*:[ \t]*$")


def _listed_passwords(text: str) -> list[SecretHit]:
    """The values of a list under a short heading that ends in the word for passwords or
    security questions: "PDF passwords" over "projet 2025-972: 7JFT8ynY" lines makes each
    a password, as a table's header names its column (PATTERNS' "pin" rule reads a list of
    codes so)."""
    hits = []
    offset, heading = 0, ""
    for line in text.split("\n"):
        item = _LIST_ITEM.fullmatch(line)
        if item is None:  # the plural read as one: "passwords", "mots de passe"
            heading = _PLURAL.sub("", _ASIDE_OR_COLON.sub("", line)).strip() if len(
                line.split()) <= 8 else ""
        elif (PASSWORD_WORD.search(heading) or SECURITY_QUESTIONS.search(heading)) and not (
                _TICKET.search(heading) or PASSWORD_TOPIC.search(heading)):
            value = item["v"].strip("\"'`")
            if " " not in value and password_value(value) and not value.isalpha():
                at = offset + item.start("v") + item["v"].index(value)
                hits.append(SecretHit("listed_password", at, at + len(value)))
        offset += len(line) + 1
    return hits


def _row_secrets(text: str) -> list[SecretHit]:
    """Rows pasted from a spreadsheet or a password list, fields apart by tabs or wide
    spaces: a row that names an account (an address or a host) and holds a strong
    password in another field is a login, header or not."""
    hits = []
    offset = 0
    for line in text.split("\n"):
        fields = [f for f in _FIELD_GAP.split(line) if f.strip()]
        if len(fields) >= 3 and any(_ACCOUNT.search(f) for f in fields):
            for field in fields:
                value = field.strip()
                if not _ACCOUNT.search(value) and " " not in value and strong_password(value):
                    start = offset + line.index(value)
                    hits.append(SecretHit("password_row", start, start + len(value)))
        offset += len(line) + 1
    return hits


def _encoded_secrets(text: str, benign: _Benign) -> list[SecretHit]:
    """Base64 that decodes to text holding a secret (a kubeconfig's client-key-data is a
    PEM private key, a Secret manifest's data is the password itself)."""
    hits = []
    for match in _B64_CANDIDATE.finditer(text):
        decoded = b64_text(match.group(0))
        if decoded is None or benign.covers(*match.span()):
            continue
        inner = find_secrets(decoded, decode=False, learned=False)
        if inner or (len(decoded) >= 12 and random_token(decoded.strip(), 3.5)
                     and not decoded.lstrip().startswith(("{", "["))  # a JWT header, JSON
                     and _CREDENTIAL_WORD.search(text[max(0, match.start() - 40):match.start()])):
            hits.append(SecretHit("encoded_secret", *match.span()))
    return hits


def learned_candidates(text: str, benign: _Benign | None = None, least: float | None = 0.0
                       ) -> list[secret_context.Candidate]:
    """The model's candidates, scoring at least `least` (None: the model's THRESHOLD),
    that nothing the patterns know calls public: what silences the generic rule, or a public
    kind of code named just before ("Booking code: …"). The score is read first: it costs
    less than the rules."""
    benign = benign or _Benign.of(text)
    return [c for c in secret_context.candidates(text)
            if secret_context.probability(c) >= (
                secret_context.THRESHOLD if least is None else least)
            and not _said_public(text, c, benign)]


_PINNED_IMAGE = re.compile(r"@sha(?:256|512):[0-9a-f]{64,128}$")  # `postgres:16@sha256:…`
_ROUND = re.compile(r"[1-9]\d?0{2,}")  # a round number is a quantity: "1500 / 2000 used"
_LONG_OPTION = re.compile(r"--[a-z][a-z-]*[a-z]")  # a command's option (`--body`), no value
_MONTH_YEAR = re.compile(  # a date: "January2024", "Sept-2025"
    r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?[ -]?(?:19|20)\d\d")
_COUNTED = re.compile(
    r"\d{1,2}-?(?:stellig\w*|digits?|chars?|zeichen|znak\w*|cifr\w*|d[íi]gitos?|ψήφι\w*)")
_HOST_PORT = re.compile(r"[\w-]+(?:\.[\w-]+)+:$")  # "db.tourbook.internal:5432": a port
_VERSION_PART = re.compile(r"(?i)(?:^|[-_.])v\d+[a-z]?(?:$|[-_.])")  # "ARM64-v8a", "api-v2"
# A standard's number, alone or heading a compound: "IEC-62304-Review-Nachweis", "ISO-27001"
_STANDARD = re.compile(r"(?:ISO|IEC|DIN|IEEE|ANSI|ASTM|RFC)(?:[-/]IEC)?[- ]?\d{3,5}(?![\dA-Za-z])")
# The word just before a Wi-Fi network's name: "SSID Freebox-4H642D" names, never opens.
_NETWORK_NAME = re.compile(
    r"(?i)\b(?:e?ssid|network(?: name)?|(?:wi-?fi|wlan)[ -]name|nom du r[ée]seau|"
    r"r[ée]seau(?:[ -](?:wi-?fi|wlan))?|netz?werk(?:name|naam)?)"
    # whose or where: "réseau Wi-Fi de l'école", "SSID sa ward", "wifi name sa bahay"
    r"(?:[ \t]+(?:of|at|for|in|de|du|des|von|vom|bei|chez|sa|ng|na|em|op)(?:[ \t]+[\w'’-]+){1,2})?"
    r"(?:[ \t]+(?:is|is now|(?:changed|renamed|set) to))?[ \t]*[:=]?[ \t]*[\"']?$")


def _said_public(text: str, c: secret_context.Candidate, benign: _Benign) -> bool:
    """`c` spans a `name=value` token's value: the name says whether it is public, or a
    setting (`auth.accessor=…`), too. A masked value (`APP_USR-0742…7559`) or a file's
    name holds no secret, and base64 of text is judged by what it holds."""
    lead = line_before(text, c.start)
    name = "" if not lead or lead[-1].isspace() else lead.split()[-1]
    label = name or (lead.split() or [""])[-1]  # `token_lifetime: 3600` names it apart
    value = text[c.start:c.end]
    return (_generic_silenced(text, c.start, c.end, value, benign)
            or _PINNED_IMAGE.search(value) is not None
            or public_code(lead) or MASK.search(value) or _NETWORK_NAME.search(lead) is not None
            or (label[-1:] in ("=", ":") and setting_name(label[:-1]))
            or _FILE_NAME.search(value) is not None or _COUNTED.fullmatch(value) is not None
            or _ROUND.fullmatch(value) is not None or _MONTH_YEAR.fullmatch(value) is not None
            or postal_pin(text, c.start, value) or _VERSION_PART.search(value) is not None
            or _STANDARD.match(value) is not None or _LONG_OPTION.fullmatch(value) is not None
            or "](http" in value  # a Markdown link or badge, its address whole
            or (_HOST_PORT.search(lead) is not None and value.isdigit())
            or (value.isdigit() and spent_code(text, c.start, c.end))
            or (len(value) >= 24 and b64_text(value) is not None)
            or value.casefold() in PASSWORD_MANAGERS)


def find_secrets(text: str, decode: bool = True, learned: bool = True) -> list[SecretHit]:
    """Every secret found, overlaps collapsed to the earliest, longest hit. A hit spans
    the value where its rule names one, so "deploy key AKIA…" reports the AWS key. With
    `learned`, the values the patterns let through go to `secret_context`'s model."""
    text = text.translate(_NATIVE_DIGITS)  # one character for one: the spans stay
    spoken = read_spoken_digits(text)
    if spoken is None:
        return _find_written(text, decode, learned)
    read, starts, ends = spoken  # a dictated code's digits, mapped back to its words
    return [SecretHit(h.kind, starts[h.start], ends[h.end - 1])
            for h in _find_written(read, decode, learned)]


def _find_written(text: str, decode: bool, learned: bool) -> list[SecretHit]:
    if _UNSPACED_CHAR.search(text):
        spaced, origin = _spaced(text)
        return [SecretHit(h.kind, origin[h.start], origin[h.end - 1] + 1)
                for h in _find_secrets(spaced, decode, learned)]
    return _find_secrets(text, decode, learned)


def _spaced(text: str) -> tuple[str, list[int]]:
    """`text` with a space wherever Chinese, Japanese or Korean letters meet others, and
    its full-width forms as ASCII, so "PIN：902817" and "パスワードは hG7…" read as words
    do in the languages the patterns know; and, for each of its characters, where it was."""
    out: list[str] = []
    origin: list[int] = []
    for i, c in enumerate(text.translate(_HALF_WIDTH)):
        unspaced = _UNSPACED_CHAR.match(c) is not None
        if out and unspaced != (_UNSPACED_CHAR.match(out[-1]) is not None) and (
                out[-1] if unspaced else c).isalnum():
            out.append(" ")
            origin.append(i)
        out.append(c)
        origin.append(i)
    return "".join(out), origin


def _find_secrets(text: str, decode: bool, learned: bool) -> list[SecretHit]:
    hits: list[SecretHit] = []
    benign = _Benign.of(text)
    for kind, pattern, judge in PATTERNS:
        for match in pattern.finditer(text):
            has_value = "v" in pattern.groupindex and match.group("v") is not None
            value = match.group("v") if has_value else match.group(0)
            start, end = match.span("v") if has_value else match.span()
            inner = value.strip("\"'`") or value
            at = start + value.index(inner)
            if kind in _GENERIC and _generic_silenced(text, at, at + len(inner), inner, benign,
                                                      by_looks=kind in _BY_LOOKS):
                continue
            if kind == "pin" and _inside(at, at + len(inner), benign.uuids):
                continue  # a UUID's first group is no PIN ("OTP pinId 08904742-a6d2-…")
            if judge(value, match) and not _named_otherwise(kind, text, match.start(), at, inner):
                hits.append(SecretHit(kind, start, end))
    for match in _HIGH_ENTROPY.finditer(text):
        value = match.group("v")
        word = word_start(text, match.start())
        if _generic_silenced(text, match.start(), match.end(), value, benign) or (
                word < match.start() and _ID_NAME.search(text, max(0, word - 24), word)) or (
                ID_LABEL.search(line_before(text, match.start())) is not None) or (
                _MAILBOX_PART.match(text, match.end())) or public_id(value) or (
                _EXTENSION_AFTER.match(text, match.end())):
            continue
        if b64_text(value) is None and _random_token_in(value, match.start(), benign):
            hits.append(SecretHit("high_entropy_token", match.start(), match.end()))
    if "|" in text or "," in text or ";" in text:
        hits += _table_secrets(text)
    if "\t" in text or "   " in text:
        hits += _row_secrets(text)
    if "\n" in text:
        hits += _listed_passwords(text)
    if decode:
        hits += _encoded_secrets(text, benign)
    if learned:
        hits += [SecretHit("value_in_context", c.start, c.end)
                 for c in learned_candidates(text, benign, None)
                 if not any(h.start < c.end and c.start < h.end for h in hits)]
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    merged: list[SecretHit] = []
    for hit in hits:
        if merged and hit.start < merged[-1].end:
            continue
        merged.append(hit)
    return merged


_PGP_FINGERPRINT = re.compile(r"(?:0x)?[0-9A-Fa-f]{40}")
_OPENPGP = re.compile(r"(?i)\b(?:gpg|pgp|gnupg|openpgp)\b")
_CHAIN_ADDRESS = re.compile(r"0x[0-9A-Fa-f]{40}")  # an Ethereum address; hCaptcha's secrets too
_ON_CHAIN = re.compile(
    r"(?i)\b(?:contract|address|addr|\w*scan|wallet|multisig|deployer|recipient)\b")


# Hex digits running on from a PIN's: its digits head a hash or a UUID ("pin image
# …@sha256:5848307e04…", "terraform force-unlock 0394e33c-…").
_HEX_RUN_ON = re.compile(r"[0-9a-fA-F]{4}")


def _named_otherwise(kind: str, text: str, start: int, at: int, value: str) -> bool:
    """The words before a value say it is something else than its rule's kind: a password's
    word that names a topic ("password manager: Bitwarden"), a PIN that is a number's last
    digits ("mobile ending 3665") or a hash's first, forty hex digits on an OpenPGP key's
    line ("odcisk klucza GPG …: 180F…"): its fingerprint, as no private key is written so;
    a spent one-time code under a word that names any code (Thai "รหัส OTP … หมดอายุ");
    an address on a line about a contract or a wallet ("contract of the token (etherscan):
    0xa481…")."""
    lead = line_before(text, at)
    if (_PGP_FINGERPRINT.fullmatch(value) and _OPENPGP.search(lead)) or (
            _CHAIN_ADDRESS.fullmatch(value) and _ON_CHAIN.search(lead)):
        return True
    # a word for any code may name a one-time one, as a PIN's may
    if (kind == "pin" or (kind == "password_assignment" and value.isdigit())) and spent_code(
            text, at, at + len(value)):
        return True
    if kind == "password_assignment":
        return names_a_topic(text, start, value)
    return kind == "pin" and (_MASKED_TAIL.search(text, max(0, at - 24), at) is not None
                              or _HEX_RUN_ON.match(text, at + len(value)) is not None
                              or _policy_example(text, at, value))


def _policy_example(text: str, at: int, value: str) -> bool:
    """Digits in brackets that a rule forbids, one digit over and over or a run: "no puede
    ser consecutivo (1234) ni repetido (1111)"."""
    return (text[at - 1:at] == "(" and text[at + len(value):at + len(value) + 1] == ")"
            and (len(set(value)) == 1 or value in "01234567890" or value in "09876543210"))


def counts(hits: list[SecretHit]) -> dict[str, int]:
    """Hits per kind: the 'redaction counts' the journal keeps instead of the text."""
    return dict(Counter(h.kind for h in hits))


def _secret_like(part: str) -> bool:
    """A word that looks generated: long, three character classes, high entropy, and not
    made of words, a UUID, a hex id or a version number."""
    t = part.strip("'\"`.,;:()[]{}<>")
    if len(t) < 12 or char_classes(t) < 3 or entropy(t) < 3.3 or is_placeholder(t):
        return False
    if b64_text(t) is not None or public_blob(t):
        return False
    typed = _TYPED_ID.match(t)
    if typed and (UUID.match(typed["rest"]) or _HEXISH.match(typed["rest"])):
        return False
    if _HASHED_NAME.match(t) or _HOSTNAME.match(t) or _WORD_PATH.match(t) or named_digest(t):
        return False
    if public_id(t) or _structured(t):
        return False
    return not (
        UUID.match(t) or _HEXISH.match(t) or _VERSION.match(t) or wordy(t)
        or _BRACKETED.search(t) or _CALL_OPEN.search(t)  # code: `f(x)[0]`, `ObjectId("…`,
        # `json_key_file(ENV['…`
    )


def _structured(token: str) -> bool:
    """An id built of plain pieces: words, numbers, short codes and short hex joined by
    separators (`Relay_Log_Pos`, `EM65.17.4441_33baf4b4`, `PCI\\VEN_10DE&DEV_D53F`,
    `CR8102942137623-7`); a generated string has a random piece."""
    pieces = [p for p in _SEPARATORS.split(token) if p]
    return len(pieces) >= 2 and all(_PLAIN_PIECE.fullmatch(p) for p in pieces)


def _named_part(part: str) -> bool:
    """A part that says the token is structured data, not a secret: a digest's algorithm,
    a placeholder, or a UUID or a hex id (a file named by one too)."""
    stem = _EXTENSION.sub("", part)
    return bool(
        _DIGEST_NAME.match(part)
        or _DIGEST_LEAD.match(part)
        or is_placeholder(part)
        or UUID.match(stem)
        or _HEXISH.match(stem)
    )


def _secret_spans(token: str) -> list[tuple[int, int]]:
    """Secret-like stretches of one whitespace-free token. A token is judged whole unless
    its parts (split at @ : = , ; /) show structure, e.g. `image@sha256:<digest>` or
    `password=$DB_PASSWORD`; then each part is judged alone, and a part right after a
    digest's name (`SHA256:<base64>`) is a checksum."""
    quoted = len(token) - len(token.lstrip("'\"`"))  # spans count from the token as given
    if quoted:  # a quoted value ends at its quote: `value="…"/>`
        token = token[quoted:].split(token[quoted - 1], 1)[0]
    if _DIGEST_LEAD.match(token) or _DATA_URI.match(token):
        return []
    assign = _ASSIGN.match(token)
    if assign:  # a setting: only its value can be the secret
        at = quoted + assign.start("v")
        return [(at + a, at + b) for a, b in _secret_spans(assign["v"])]
    parts = list(_PARTS.finditer(token))
    if len(parts) <= 1 or not any(_named_part(p.group(0)) for p in parts):
        return [(quoted, quoted + len(token))] if _secret_like(token) else []
    spans = []
    for i, part in enumerate(parts):
        after_digest = i > 0 and _DIGEST_NAME.match(parts[i - 1].group(0))
        if not after_digest and not _named_part(part.group(0)) and _secret_like(part.group(0)):
            spans.append((quoted + part.start(), quoted + part.end()))
    return spans


def mostly_secret(body: str, hits: list[SecretHit] | None = None) -> bool:
    """True when secret hits and secret-like tokens make up most of the body's characters."""
    visible = sum(len(t) for t in _TOKEN_RE.findall(body))
    if visible == 0:
        return False
    covered = [False] * len(body)
    for hit in hits if hits is not None else find_secrets(body):
        for i in range(hit.start, hit.end):
            covered[i] = True
    benign = _Benign.of(body)
    for match in _WORD_RE.finditer(body):
        token = match.group(0).strip(_WRAPPING)
        if not token:
            continue
        start = match.start() + match.group(0).index(token)
        if _generic_silenced(body, start, start + len(token), token, benign) or (
                b64_text(token) is not None or _id_path(token) or MAILBOX.fullmatch(token)
                or _DOTTED_VERSION.search(token)
                or _FILE_NAME.search(token.rstrip(".,;:!?)"))
                or public_label(line_before(body, start))):
            continue
        for a, b in _secret_spans(token):
            if benign.covers(start + a, start + b):
                continue
            for i in range(start + a, start + b):
                covered[i] = True
    secret_chars = sum(1 for i, c in enumerate(body) if covered[i] and not c.isspace())
    return secret_chars / visible >= MOSTLY_SECRET_SHARE
