# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout10_credentials.yaml and heldout10_lookalikes.yaml: the tenth blind batch.

The persona is a personal local assistant and the memory notes it keeps for its users when
they chat with it: a freelance photographer, a small bakery owner, a retired teacher, a
student, a nurse, a solo app developer, a landlord with two flats and a parent organising a
school trip. The notes are written the way the assistant or the user would write them
("User's ...", "My ...", "Remember that ..."), or are a pasted message or email, a
screenshot's OCR text or a voice dictation with no punctuation; about a quarter are in
German, French, Spanish, Italian, Polish or Portuguese.

The batch was written blind: without reading the detector, its tests or any earlier corpus
(only the helpers of make_heldout.py are reused). The credentials each grant access to an
account, device, door, money or service; the look-alikes are legitimate notes that merely
look like secrets (identifiers, references, public keys, redacted values, prose about a
password without the password). Ambiguous items (gift-card codes, one-time discount codes,
password hashes, share links that carry access) are left out.

Every secret is synthetic: the random parts are drawn from the `secrets` module at run time,
and the hosts are under `.test`, `.internal`, `.example` or `acme`. Run
`python make_heldout10.py` from this folder to redraw; a redraw is a new held-out set.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    BASE58,
    BECH32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pem_body,
    phrase,
    png,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

pick = secrets.choice

# A handful of words from the BIP-39 English list: a seed phrase is drawn from them at random.
SEED_WORDS = ["abandon", "ability", "absorb", "access", "acid", "across", "actor", "adapt", "advice", "afford", "agent", "alarm", "album", "alley", "almost", "alpha", "amateur", "anchor", "angle", "animal", "ankle", "antique", "apple", "april", "arctic", "arena", "armor", "arrow", "artist", "asthma", "atom", "auction", "aunt", "autumn", "avocado", "awake", "axis", "bacon", "badge", "balance", "bamboo", "banana", "barrel", "basket", "beach", "bean", "believe", "bench", "bicycle", "biology", "birth", "blanket", "blossom", "blue", "board", "bonus", "border", "bottom", "bounce", "brain", "brass", "bread", "breeze", "brick", "broccoli", "bronze", "brother", "bubble", "budget", "buffalo", "bulb", "bundle", "burger", "butter", "cabbage", "cabin", "cactus", "camera", "canal", "candy", "canoe", "canvas", "canyon", "captain", "carbon", "cargo", "carpet", "castle", "catalog", "cattle", "celery", "cement", "cereal", "chalk", "champion", "chapter", "cheese", "cherry", "chicken", "chimney", "cinnamon", "citizen", "clarify", "clay", "clinic", "clock", "cloud", "coconut", "coffee", "comic", "copper", "coral", "cotton", "couch", "coyote", "cradle", "crane", "crater", "cricket", "crystal", "cube", "cupboard", "curtain", "cushion", "cycle", "wolf", "wonder", "wool", "world", "wrist", "zebra", "zero", "zone"]

EN_WORDS = ["banana", "rocket", "violet", "pebble", "marble", "tulip", "harbour", "biscuit", "falcon", "meadow", "copper", "walnut"]
DE_WORDS = ["Banane", "Sonne", "Katze", "Apfel", "Wolke", "Tanne", "Brezel", "Hafen"]
IT_WORDS = ["banana", "gatto", "mare", "sole", "limone", "gelato", "nuvola", "vespa"]

SPOKEN = {
    "en": ("capital {}", ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
           {"!": "exclamation mark", "#": "hash", "?": "question mark", "$": "dollar sign"}),
    "de": ("großes {}", ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
           {"!": "Ausrufezeichen", "#": "Raute", "?": "Fragezeichen", "$": "Dollarzeichen"}),
    "it": ("{} maiuscola", ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
           {"!": "punto esclamativo", "#": "cancelletto", "?": "punto interrogativo", "$": "simbolo del dollaro"}),
}

DOTS = {1: "top left", 2: "top middle", 3: "top right", 4: "middle left", 5: "centre",
        6: "middle right", 7: "bottom left", 8: "bottom middle", 9: "bottom right"}

SURNAMES = ["Whitcombe", "Kowalczyk", "Ferreira", "Lindqvist", "Moretti", "Brennan", "Okonkwo", "Haverford"]
PETS = ["Biscuit", "Pirate", "Nala", "Mr Whiskers", "Pepper", "Bramble"]
TOWNS = ["Penzance", "Gdynia", "Coimbra", "Ravenna", "Tübingen", "Limoges"]


def spoken(text: str, lang: str = "en", sep: str = " ") -> str:
    """Digits read out as words, as a voice dictation writes them."""
    return sep.join(SPOKEN[lang][1][int(c)] for c in text)


def dictated(lang: str, words: list[str], commas: bool = True) -> str:
    """A password spelled out loud: a capital letter, a word, two digits and a symbol."""
    capital, numbers, symbols = SPOKEN[lang]
    symbol = pick(sorted(symbols))
    parts = [capital.format(pick(UPPER)), pick(words).lower(), numbers[secrets.randbelow(10)],
             numbers[secrets.randbelow(10)], symbols[symbol]]
    return ", ".join(parts) if commas else " ".join(parts)


def pattern(n: int = 5) -> str:
    """An Android unlock pattern described in words."""
    dots = secrets.SystemRandom().sample(range(1, 10), n)
    return ", then ".join(DOTS[d] for d in dots)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}"


def email(name: str) -> str:
    return f"{name}{secrets.randbelow(90) + 10}@mail.example"


def combo(n: int = 3) -> str:
    return "-".join(f"{secrets.randbelow(40):02d}" for _ in range(n))





def vin(wmi: str) -> str:
    return wmi + rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 17 - len(wmi))


def colour() -> str:
    return "#" + secrets.token_hex(3).upper()


def draw(n: int, top: int) -> str:
    return " ".join(str(x) for x in sorted(secrets.SystemRandom().sample(range(1, top + 1), n)))


def app_password() -> str:
    return "-".join(rnd(LOWER, 4) for _ in range(4))


def credentials() -> list[tuple[str, str]]:
    r = Rows()
    r.add("online_banking_login",
          f"User's online banking (Sparkasse): Anmeldename {rnd(LOWER + DIGITS, 9)}, Online-Banking-PIN {digits(5)}. Freigabe läuft über die pushTAN-App.",
          f"My bank login for when I'm on the laptop: customer number {digits(10, True)}, passcode {digits(6)}, memorable word {pick(EN_WORDS)}{digits(2)}",
          f"Remember for Margaret: her internet banking customer number is {digits(10, True)}, passnumber {digits(6)} and the memorable data is '{pick(PETS)}{digits(2)}'. She asked me to keep it because she keeps forgetting.",
          f"Logowanie do banku taty (mBank): identyfikator {digits(8, True)}, hasło {pw()}. On zawsze zapomina.",
          )
    r.add("bank_card_pin",
          f"Remember that the PIN for the new debit card (the green one) is {digits(4)}; the old card is cut up.",
          f"ok note to self the pin for the business card is {spoken(digits(4))} not the same as my personal one",
          f"Code de la carte bancaire de Lucas (carte jeune) : {digits(4)}. Il l'oublie toujours au distributeur.",
          )
    r.add("card_details",
          f"Card on file for the flour supplier:\nVisa {groups(luhn('4'), 4)}\nexp {expiry()}  CVV {digits(3)}\nname on card: R. OKAFOR",
          f"User pasted the card for paying the school coach deposit: {luhn('5' + str(secrets.randbelow(5) + 1))} expiry {expiry()} security code {digits(3)}",
          f"Tarjeta de la empresa para pagar el alquiler del estudio: {groups(luhn('4'), 4, '-')}, caduca {expiry()}, CVC {digits(3)}",
          f"Amex for the landlord insurance renewal: {groups(luhn('37', 15), 5)} · expires {expiry()} · CID {digits(4)}",
          )
    r.add("bank_app_activation",
          f"Activation letter from the bank came today. App activation code: {groups(rnd(UPPER + DIGITS, 16), 4, '-')}. Use it within 14 days to set up banking on the new phone.",
          f"Aktivierungscode für die photoTAN-App (Brief vom 3.6.): {digits(4)} {digits(4)} {digits(4)} {digits(4)}",
          f"The bank posted the registration code for the mobile app: {digits(8)}. With my user id {digits(8, True)} that's all it needs to register a new device.",
          )
    r.add("router_admin",
          f"FRITZ!Box in Wohnung 1: http://fritz.box, FRITZ!Box-Kennwort {pick(DE_WORDS).lower()}{digits(4)}",
          f"Router admin for the bakery: http://192.168.1.1 user admin / {pw()} (changed from the default on the sticker)",
          f"Modem del negozio: pagina di gestione 192.168.1.1, utente admin, password amministratore {rnd(ALNUM, 12)}",
          )
    r.add("wifi_key",
          f"Guest Wi-Fi at the studio is 'Lumen-Studio', key {rnd(ALNUM, 12)}. Give it to clients on shoot days.",
          f"[OCR of the router sticker]\nSSID: WLAN-{rnd(UPPER + DIGITS, 6)}\nWLAN-Schlüssel: {groups(digits(20), 4)}",
          f"Flat 2 broadband: network TP-Link_{hexs(4).upper()}, WPA2 password {pick(EN_WORDS)}{pick(EN_WORDS)}{digits(3)}",
          f"Le code wifi de la boulangerie pour les employés : {rnd(ALNUM, 14)} (réseau « Fournil-Staff »)",
          )
    r.add("smart_lock_code",
          f"Nuki keypad code for the cleaner, Tuesdays only: {digits(6)}",
          f"Flat 1 front door smart lock: tenant code {digits(6)}, my master code {digits(8)}",
          f"Código de la cerradura inteligente del estudio: {digits(6)} y después la tecla ✓",
          )
    r.add("alarm_code",
          f"Mum's burglar alarm: to disarm type {digits(4)} then press OFF.",
          f"remember the alarm code at the bakery is {spoken(digits(4))} you have thirty seconds after opening the back door",
          f"Alarmanlage im Laden: unscharf schalten mit Code {digits(4)} und dann die Taste mit dem Schloss.",
          )
    r.add("gate_code",
          f"Garage keypad at the Kingsway flat: {digits(4)}#",
          f"Codice del cancello del condominio di via Roma: {digits(5)} poi il tasto campanella",
          f"Car park barrier for the school trip coach drop-off: the driver types *{digits(4)}* on the keypad, the office said.",
          )
    r.add("phone_unlock",
          f"If I'm ever in hospital, my phone unlock code is {digits(6)}. Tom knows this note exists.",
          f"Grandma's Android unlock pattern: start {pattern()}. She asked me to keep it here.",
          f"Kod do odblokowania telefonu Zosi (na wycieczkę, gdyby się zgubiła): {digits(6)}",
          )
    r.add("sim_pin_puk",
          f"New SIM for the work phone: PIN {digits(4)}, PUK {digits(8)}",
          f"Ihre neue SIM-Karte\nPIN: {digits(4)}\nPUK: {digits(8)}\nPIN2: {digits(4)}\nPUK2: {digits(8)}",
          f"SIM de prepago para el viaje: PIN {digits(4)}, PUK {digits(8)}",
          )
    r.add("dictated_password",
          f"My Gmail password is {dictated('en', EN_WORDS)}",
          f"the password for grandads email is {dictated('en', EN_WORDS, commas=False)} he wrote it on the calendar but I want it here too",
          f"Das Passwort für Papas E-Mail: {dictated('de', DE_WORDS)}",
          f"la password della mail di mamma è {dictated('it', IT_WORDS)}",
          )
    r.add("email_password",
          f"Email for the bakery orders: orders@crumbandcrust.example / {pw()} (IMAP mail.crumbandcrust.example)",
          f"From: IT helpdesk <it@stmarys.example>\nSubject: your new account\n\nHi Mr Evans, your school email is g.evans@stmarys.example and your temporary password is {rnd(ALNUM, 10)}. You will be asked to change it at first login.",
          f"Mot de passe de la boîte mail de papa (laposte) : {pw()}",
          )
    r.add("app_specific_password",
          f"Apple app-specific password for Thunderbird: {app_password()}",
          f"Google app password for the printer's scan-to-email: {' '.join(rnd(LOWER, 4) for _ in range(4))}",
          f"App-Passwort für den Kalender-Sync mit iCloud: {app_password()}",
          )
    r.add("backup_codes",
          "Backup codes for my Google account (each works once):\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "Instagram backup codes for the studio account: " + ", ".join(digits(8) for _ in range(5)),
          "GitHub recovery codes for the app repo:\n" + recovery_codes(8, "github"),
          "Códigos de backup do Facebook da padaria: " + " ".join(digits(8) for _ in range(6)),
          )
    r.add("totp_setup_key",
          f"Setup key for the bank's authenticator (in case I lose the phone): {groups(rnd(BASE32, 32), 4)}",
          f"QR code text from the Shopify 2FA setup: otpauth://totp/Shopify:orders%40crumbandcrust.example?secret={rnd(BASE32, 32)}&issuer=Shopify",
          f"Clé secrète 2FA du compte Stripe, si je change de téléphone : {groups(rnd(BASE32, 16), 4)}",
          )
    r.add("password_manager_master",
          f"Bitwarden master password, in case something happens to me: {phrase(SEED_WORDS, 4, '-')}-{digits(2)}",
          f"La contraseña maestra de 1Password es «{phrase(SEED_WORDS, 5)}». Solo la sabemos Marta y yo.",
          f"The KeePass database on the NAS opens with {pw()}; no key file needed.",
          )
    r.add("pos_admin_pin",
          f"Till manager passcode for refunds and voids: {digits(4)}",
          f"Card reader / POS app: admin PIN {digits(6)}, only for the end-of-day report. Staff mustn't know it.",
          f"Kassensystem: Chef-PIN {digits(4)} (Stornos und Tagesabschluss), die Mitarbeiter haben eigene.",
          )
    r.add("stripe_secret",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 97)}  # bakery site, prod",
          f"Stripe restricted key for my invoice script: rk_live_51{rnd(ALNUM, 97)}",
          f"webhook signing secret for the order webhook: whsec_{rnd(ALNUM, 32)}",
          )
    r.add("payment_api_credentials",
          f"PayPal REST app (live) for the shop:\nclient id A{rnd(URLSAFE, 79)}\nsecret E{rnd(URLSAFE, 79)}",
          f"Square production access token for the online ordering page: EAAA{rnd(URLSAFE, 60)}",
          f"Token de acesso de produção da API Square para o site da padaria: EAAA{rnd(URLSAFE, 60)}",
          )
    r.add("woocommerce_keys",
          f"WooCommerce REST API keys (read/write) for the stock sync:\nconsumer key ck_{hexs(40)}\nconsumer secret cs_{hexs(40)}",
          f"curl https://crumbandcrust.example/wp-json/wc/v3/orders -u ck_{hexs(40)}:cs_{hexs(40)}",
          f"Claves de WooCommerce para el plugin de envíos: ck_{hexs(40)} / cs_{hexs(40)}",
          )
    r.add("shopify_admin_token",
          f"Shopify custom app admin API token for the print shop: shpat_{hexs(32)}",
          f"SHOPIFY_ACCESS_TOKEN=shpat_{hexs(32)} (store: lumen-prints.myshopify.com)",
          )
    r.add("mailchimp_api_key",
          f"Mailchimp API key for the newsletter signup form: {hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"MAILCHIMP_API_KEY={hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"Chiave API di Mailchimp per la newsletter del forno: {hexs(32)}-us{secrets.randbelow(20) + 1}",
          )
    r.add("cloud_photo_login",
          f"Client gallery site login (SmugMug): {email('lena.hart')}, {pw()}",
          f"Backblaze B2 key for the photo archive backup: keyID 005{hexs(22)}, applicationKey K005{rnd(ALNUM + '+/', 27)}",
          f"Synology NAS with the photo archive: QuickConnect id lumenstudio, admin password {pw()}",
          )
    r.add("adobe_login",
          f"Adobe ID (Lightroom + Photoshop plan): {email('lena.hart')} / {pw()}",
          f"my adobe password is {pick(EN_WORDS)} {pick(EN_WORDS)} {digits(4)} all one word with a capital at the start",
          f"Cuenta de Adobe del estudio: usuario estudio@luzyforma.example, contraseña {pw()}",
          )
    r.add("school_portal_login",
          f"Librus (dziennik elektroniczny) Kuby: login {digits(7, True)}u, hasło {pw()}",
          f"Uni portal: student number {digits(8, True)}, password {pw()}. Same login for Moodle and the library.",
          f"Pronote de Chloé : identifiant {rnd(LOWER, 6)}.{rnd(LOWER, 4)}, mot de passe {rnd(ALNUM, 10)}",
          )
    r.add("hospital_rota_login",
          f"Rota system login: staff number {digits(6, True)}, password {pw()}",
          f"Employee Online (for swapping nights): username {rnd(LOWER, 5)}{digits(3)}, pw {pw()}",
          f"Dienstplan-Portal der Klinik: Personalnummer {digits(6, True)}, Passwort {pw()}",
          )
    r.add("lockbox_code",
          f"Airbnb message to send guests for Flat 2: \"The key is in the lockbox left of the door, code {digits(4)}. Wi-Fi details are on the fridge.\"",
          f"Key safe at the holiday flat: {digits(4)} (I reset it after each guest)",
          f"Per gli ospiti: la cassetta delle chiavi accanto al portone si apre con {digits(4)}",
          f"Código do cofre das chaves (Airbnb Porto): {digits(4)}",
          )
    r.add("safe_combination",
          f"Studio safe with the camera bodies: combination {combo()}",
          f"Remember that the bakery office safe opens with {digits(6)} and then the key turn.",
          f"Sejf w sypialni: kod {digits(6)}, bateria wymieniona w maju",
          )
    r.add("locker_combination",
          f"Gym locker combo: {'-'.join(digits(1) for _ in range(4))}",
          f"Staff changing room locker 118, padlock code {digits(4)}",
          f"Combinación de la taquilla de la facultad: {digits(3)}",
          )
    r.add("tenant_portal_login",
          f"Letting portal for both flats: login dan.moss@mail.example, password {pw()}",
          f"Lettings agent landlord portal: user id {digits(7, True)}, pass {pw()}",
          f"Hausverwaltungsportal: E-Mail {email('d.moss')}, Passwort {pw()}",
          )
    r.add("streaming_login",
          f"Netflix we share with my sister: {email('famille.hart')} / {pw()}, profile 'Lena'",
          f"Cuenta de Disney+ compartida con los primos: {email('primos.garcia')} contraseña {pw()}",
          f"Spotify family plan login the kids use: {email('moss.family')} {pw()}",
          )
    r.add("seed_phrase",
          "My Ledger recovery phrase (24 words), in case the paper burns:\n" + "\n".join(f"{i + 1}. {pick(SEED_WORDS)}" for i in range(24)),
          f"metamask seed: {phrase(SEED_WORDS, 12)}",
          f"Fraza odzyskiwania portfela (12 słów): {phrase(SEED_WORDS, 12)}",
          f"okay the twelve words for the wallet are {phrase(SEED_WORDS, 12)} thats it",
          )
    r.add("crypto_private_key",
          f"Private key of the wallet I use for print sale payouts: 0x{hexs(64)}",
          f"Paper wallet (bitcoin) private key, WIF: K{rnd(BASE58, 51)}",
          f"Phantom export, private key of the main Solana wallet: {rnd(BASE58, 88)}",
          )
    r.add("ai_api_key",
          f"OPENAI_API_KEY=sk-proj-{rnd(URLSAFE, 156)}",
          f"my anthropic key for the flashcard app: sk-ant-api03-{rnd(URLSAFE, 93)}AA",
          f"Gemini API key from AI Studio for the recipe bot: AIza{rnd(URLSAFE, 35)}",
          f"huggingface token with write access (thesis project): hf_{rnd(ALNUM, 34)}",
          f"Chave da API da OpenAI para o projeto do TCC: sk-{rnd(ALNUM, 48)}",
          )
    r.add("github_token",
          f"GitHub token for the release script: ghp_{rnd(ALNUM, 36)}",
          f"fine-grained PAT (repo: habit-app, contents read/write): github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}",
          f"`gh auth token` printed gho_{rnd(ALNUM, 36)}, keep it for the CI secret",
          )
    r.add("firebase_service_account",
          '{"type": "service_account", "project_id": "habit-app-prod", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "firebase-adminsdk-' + rnd(LOWER + DIGITS, 5) + '@habit-app-prod.iam.gserviceaccount.com"}',
          'FIREBASE_PRIVATE_KEY="-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(90)) + '\\n-----END PRIVATE KEY-----\\n"\nFIREBASE_CLIENT_EMAIL=firebase-adminsdk-' + rnd(LOWER + DIGITS, 5) + '@habit-app-prod.iam.gserviceaccount.com',
          )
    r.add("ssh_private_key",
          "ssh key for the app's VPS (vps.habitapp.test):\n" + openssh_private(),
          "Klucz prywatny do serwera, wklejony z laptopa:\n-----BEGIN RSA PRIVATE KEY-----\n" + pem_body(5) + "\n-----END RSA PRIVATE KEY-----",
          )
    r.add("magic_login_link",
          f"Login link from the website builder (valid 15 min): https://login.acme.test/magic?token={rnd(URLSAFE, 43)}",
          f"Subject: Your sign-in link\n\nClick to sign in to Lumen Proofing: https://proof.acme.test/auth/verify?email=lena%40mail.example&token={hexs(64)}",
          f"Anmeldelink fürs Elternportal (einmalig gültig): https://eltern.gs-lindenweg.example/auth/link?t={rnd(URLSAFE, 48)}",
          )
    r.add("password_reset_link",
          f"reset link for the bakery's booking system: https://bookings.acme.test/password/reset?uid={digits(6, True)}&token={rnd(LOWER + DIGITS, 6)}-{hexs(32)}",
          f"Lien de réinitialisation du mot de passe (espace patient) : https://patients.acme.test/password/edit?reset_password_token={rnd(URLSAFE, 20)}",
          f"https://crumbandcrust.example/wp-login.php?action=rp&key={rnd(ALNUM, 20)}&login=admin (password reset mail for the shop)",
          )
    r.add("voicemail_pin",
          f"Voicemail PIN for the studio line: {digits(4)}",
          f"Codice della segreteria telefonica del cellulare: {digits(4)}",
          f"voicemail pin is {spoken(digits(6))} if I forget again",
          )
    r.add("parcel_locker_code",
          f"Kod odbioru z Paczkomatu WAW{digits(3, True)}M: {digits(6)}, numer telefonu ten sam co zawsze",
          f"Amazon Locker pickup code {digits(6)} at the Co-op, expires Friday",
          f"DHL Packstation {digits(3, True)}: Abholcode {digits(6)} (Paket vom Fotohändler)",
          )
    r.add("hotel_door_code",
          f"Hotel for the school trip: the late entrance code is {digits(4)}# after 11 pm",
          f"Hostal en Sevilla: código de la puerta de la calle {digits(4)}, habitación 12 código {digits(4)}",
          f"Pasted check-in message: 'Welcome! Your room 304 door code is {digits(6)}, valid until checkout on Sunday.'",
          )
    r.add("security_answers",
          f"Security questions for the bank: mother's maiden name {pick(SURNAMES)}, first pet {pick(PETS)}, town I was born in {pick(TOWNS)}",
          f"Questions secrètes du compte Ameli : nom de jeune fille de ma mère {pick(SURNAMES)}, ville de naissance de mon père {pick(TOWNS)}",
          f"For the phone contract: memorable word '{pick(EN_WORDS)}{digits(2)}', secret answer (favourite teacher) '{pick(SURNAMES)}'",
          )
    r.add("credential_table",
          f"Account\tUser\tPassword\nOrder site\tadmin\t{pw()}\nFlour supplier\torders@crumbandcrust.example\t{pw()}\nTill\tmanager\t{digits(4)}",
          f"pasted from the old notes app:\nnetflix:{email('famille.hart')}:{pw()}\namazon:{email('lena.hart')}:{pw()}\nebay:lenahart_photo:{pw()}",
          f"| Flat | Wi-Fi key | Key safe |\n|---|---|---|\n| 1 | {rnd(ALNUM, 12)} | {digits(4)} |\n| 2 | {rnd(ALNUM, 12)} | {digits(4)} |",
          f"Zugänge Familie:\nAmazon – {email('papa.weber')} – {pw()}\nPayPal – {email('papa.weber')} – {pw()}",
          )
    r.add("ocr_login_note",
          f"[OCR of a photo of the sticky note on the reception PC]\nWIN LOGIN\nuser: reception\npw {pw()}",
          f"Screenshot text: 'Your new ParentPay password is {rnd(ALNUM, 10)}. Please log in with your username {rnd(LOWER, 6)}{digits(2)} and change it.'",
          f"Texto de la captura: «Usuario: lucia.m   Clave: {pw()}   Portal del empleado»",
          )
    r.add("voice_login",
          f"remember my login for the pharmacy app username {rnd(LOWER, 5)}{digits(2)} password {pick(EN_WORDS)} {spoken(digits(3))} all lowercase",
          f"merk dir bitte das passwort vom elternportal es ist {pick(DE_WORDS).lower()}{digits(2)} mit ausrufezeichen am ende",
          f"note the shops instagram login is crumbandcrust and the password is {pick(EN_WORDS)} {pick(EN_WORDS)} {digits(3)} no spaces",
          )
    r.add("payment_account_login",
          f"PayPal business account: hello@crumbandcrust.example / {pw()}",
          f"Dane do PayPala: {email('zosia.nowak')}, hasło {pw()}",
          f"SumUp dashboard login (card reader payouts): {email('r.okafor')} pw {pw()}",
          )
    r.add("website_admin_login",
          f"WordPress admin for the bakery site: https://crumbandcrust.example/wp-admin user rosie, password {pw()}",
          f"FTP for the photo portfolio host: ftp.lumenstudio.example, user lumen_ftp, pass {rnd(ALNUM, 14)}",
          f"Pannello di controllo dell'hosting (cPanel): utente {rnd(LOWER, 8)}, password {pw()}",
          )
    r.add("bike_lock_code",
          f"Bike lock combination (the blue D-lock): {digits(4)}",
          f"Código do cadeado da bicicleta da Inês: {digits(4)}",
          )
    return r


def lookalikes() -> list[tuple[str, str]]:
    r = Rows()
    r.add("parcel_tracking",
          f"DHL tracking for the lens repair: JJD{digits(18)}",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)}: the new oven part, arriving Thursday",
          f"Numer przesyłki InPost: {digits(24)} (nadana wczoraj)",
          f"Royal Mail tracked {rnd(UPPER, 2)}{digits(9)}GB: the signed permission slips sent to the coach company",
          )
    r.add("order_number",
          f"Amazon order {digits(3)}-{digits(7)}-{digits(7)}: 30 rain ponchos for the school trip",
          f"Flour order #{digits(5, True)} from the mill, delivered Tuesday",
          f"Pedido n.º {digits(9, True)} de la tienda de fotografía, todavía sin enviar",
          )
    r.add("booking_reference",
          f"Flight to Lisbon, booking reference {rnd(UPPER + DIGITS, 6)}",
          f"Coach booking for the trip: confirmation {rnd(UPPER, 3)}-{digits(6)}",
          f"Prenotazione del treno per Firenze, codice PNR {rnd(UPPER + DIGITS, 6)}, carrozza 7",
          f"Hotel in Lyon, confirmation number {digits(10, True)}, check-in from 3 pm",
          )
    r.add("invoice_number",
          f"Invoice INV-2024-{digits(4)} sent to the wedding couple, due in 30 days",
          f"Rechnung Nr. RE-{digits(6)} vom Heizungsbauer (Wohnung 2) ist bezahlt",
          f"Electricity bill for flat 1: invoice {digits(8, True)}, £{secrets.randbelow(90) + 40}.{digits(2)}",
          )
    r.add("iban",
          f"My IBAN for clients to pay the deposit: {iban('DE', digits(18))}",
          f"Flat 2 tenant pays rent into {iban('GB', 'ACME' + digits(14))}, reference FLAT2-RENT",
          f"Para la transferencia de la excursión: IBAN {iban('ES', digits(20))}, concepto: nombre del alumno",
          f"Numer konta do przelewu za czynsz: {iban('PL', digits(24))}",
          )
    r.add("tax_id",
          f"Meine Steuer-ID: {digits(11, True)} (für die Steuererklärung)",
          f"UTR for self assessment: {digits(10, True)}",
          f"NIF da padaria para as faturas: {digits(9, True)}",
          )
    r.add("vat_number",
          f"Our VAT number for invoices: GB {digits(3, True)} {digits(4)} {digits(2)}",
          f"Partita IVA del fornitore di farina: IT{digits(11)}",
          f"Gift Aid declaration for the PTA: charity number {digits(7, True)}",
          )
    r.add("customer_number",
          f"Energy supplier customer number for flat 1: {digits(10, True)}",
          f"Numéro client chez le fournisseur d'électricité : {digits(11, True)}",
          f"Camera insurance policy number POL-{rnd(UPPER + DIGITS, 10)}, renews in March",
          )
    r.add("loyalty_card",
          f"Supermarket loyalty card number {groups(digits(16, True), 4)}",
          f"Tarjeta de socio de la tienda de manualidades: {digits(13, True)}",
          f"Frequent flyer number {digits(8, True)} (add it to the Lisbon booking)",
          )
    r.add("library_card",
          f"Library card number {digits(14, True)} (Central Library); books due 14 June",
          f"Bibliotheksausweis-Nummer {digits(11, True)}",
          f"Uni library barcode on my student card: {digits(10, True)}",
          )
    r.add("serial_number",
          f"Camera body serial {digits(7, True)} (A7 IV), needed for the insurance list",
          f"Oven serial number SN {rnd(UPPER + DIGITS, 12)}, model RX-500",
          f"Numero di serie della lavastoviglie: {rnd(UPPER + DIGITS, 10)}",
          )
    r.add("imei",
          f"IMEI of my phone (for the insurance claim): {luhn('35' + digits(6), 15)}",
          f"Work phone IMEI {luhn('35', 15)} / IMEI2 {luhn('35', 15)}",
          f"IMEI del móvil robado, para la denuncia: {luhn('86', 15)}",
          )
    r.add("mac_address",
          f"Printer MAC address {mac().upper()} (reserved 192.168.1.50 in the router)",
          f"The tablet at the till has MAC {mac()}",
          f"Adresse MAC de la caméra de surveillance : {mac()}",
          )
    r.add("license_plate",
          f"Tenant's car in the parking space at Flat 1: {rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)}",
          f"Kennzeichen vom Lieferwagen: M-{rnd(UPPER, 2)} {digits(4, True)}",
          f"Targa della macchina a noleggio: {rnd(UPPER, 2)} {digits(3)}{rnd(UPPER, 2)}",
          )
    r.add("vin",
          f"VIN of the van for the insurance renewal: {vin('WF0')}",
          f"Fahrgestellnummer vom Auto: {vin('WVW')}",
          f"VIN {vin('VF1')} (the car I'm thinking of buying, checking its history)",
          )
    r.add("flight_info",
          f"Flight TP{digits(4, True)} LHR→LIS on 12 July, seat {secrets.randbelow(30) + 1}{pick('ABCDEF')}, gate opens 40 minutes before",
          f"Vuelo IB{digits(4, True)}, puerta B{secrets.randbelow(40) + 1}, asiento {secrets.randbelow(30) + 1}{pick('ABCDEF')}",
          f"Lot LO{digits(3, True)} do Krakowa, terminal 2, wylot 06:40",
          f"Return flight FR{digits(4, True)}, 30 seats block-booked for the class, rows 10 to 15",
          )
    r.add("prescription_ref",
          f"Repeat prescription: Rx number {digits(7, True)} on the label, ask the pharmacy to reorder",
          f"Prescription reference {rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)} for mum's blood pressure tablets, collect Friday",
          f"Numero della ricetta del medico: {digits(15, True)}",
          )
    r.add("appointment_ref",
          f"Dentist appointment Tue 14:20, reference APT-{digits(6)}",
          f"Rendez-vous chez l'ophtalmo le 3 septembre à 9h15, référence {rnd(UPPER + DIGITS, 8)}",
          f"MOT booked for the van, booking ref {digits(8, True)}, 8:30 drop-off",
          )
    r.add("student_id",
          f"Student id {digits(8, True)}; write it on the exam entry form",
          f"Matrikelnummer: {digits(7, True)}",
          f"Numer legitymacji szkolnej Kuby: {digits(5, True)}/{digits(4)}",
          )
    r.add("phone_number",
          f"Coach driver's mobile: +44 7700 900{digits(3)}",
          f"Telefon vom Hausmeister: +49 151 {digits(8)}",
          f"Numéro du traiteur pour le mariage : +33 6 {digits(2)} {digits(2)} {digits(2)} {digits(2)}",
          )
    r.add("address",
          f"Flat 2 is 14{pick('ABC')} Elm Road, Bristol BS6 {digits(1, True)}{rnd(UPPER, 2)}",
          f"Adres hotelu dla wycieczki: ul. Długa {secrets.randbelow(80) + 1}, 31-{digits(3)} Kraków",
          f"Studio address for clients: Unit {secrets.randbelow(20) + 1}, Mill Yard, Leeds LS{secrets.randbelow(20) + 1} {digits(1, True)}{rnd(UPPER, 2)}",
          )
    r.add("recipe",
          f"Sourdough: 1000 g flour, {secrets.randbelow(80) + 680} g water, 20 g salt, 200 g starter. Bake 250 °C 20 min lid on, 230 °C 25 min lid off.",
          "Brioche batch for Saturday: 2 kg T45, 24 eggs, 800 g butter, 240 g sugar, 40 g salt, 60 g fresh yeast",
          "Ciasto drożdżowe: 500 g mąki, 250 ml mleka, 25 g drożdży, 3 jajka, 100 g cukru, 100 g masła",
          "Pão de ló da avó: 6 ovos, 200 g de açúcar, 120 g de farinha, forno a 180 °C durante 35 minutos",
          )
    r.add("dates_times",
          "Wedding shoot 14.06.2025, 15:00–22:30; ceremony at 16:00, first dance around 21:15",
          "School trip: depart 07:15 Mon 23 June, back 18:30 Fri 27 June",
          f"Night shifts next week: Wed, Thu, Fri 19:30–07:45; off from {secrets.randbelow(20) + 1} July",
          )
    r.add("sports_score",
          f"Under-11s won {secrets.randbelow(6)}-{secrets.randbelow(6)} against St Luke's; Maya scored twice",
          f"Tennis club final: {secrets.randbelow(2) + 5}-{secrets.randbelow(5)}, 3-6, 7-5",
          f"Wynik meczu Legii: {secrets.randbelow(5)}:{secrets.randbelow(5)}",
          )
    r.add("lottery_numbers",
          f"My usual lottery numbers: {draw(6, 59)}",
          f"EuroMillions this week: {draw(5, 50)}, lucky stars {draw(2, 12)}",
          f"Numeri del superenalotto che gioca sempre il nonno: {draw(6, 90)}",
          )
    r.add("product_sku_ean",
          f"Sourdough loaf barcode EAN {ean13('50')}, SKU BRD-SD-{digits(3)}",
          f"Reorder SKU {rnd(UPPER, 3)}-{digits(5)} (baking paper, 50 m rolls)",
          f"Código de barras del papel fotográfico: {ean13('84')}",
          )
    r.add("model_number",
          f"Dishwasher model SMS{digits(2)}{rnd(UPPER, 3)}{digits(2)}E, the seal is the part to order",
          f"Flash model AD{secrets.randbelow(600) + 100}, firmware needs updating",
          f"Modelo da batedeira: KSM{secrets.randbelow(150) + 100}, cor vermelha",
          )
    r.add("hex_colors",
          f"Bakery brand colours: cream {colour()}, brown {colour()}, accent {colour()}",
          f"App theme: primary {colour()}, on-primary #FFFFFF, error {colour()}",
          f"Colori per il volantino della gita: {colour()} e {colour()}",
          )
    r.add("hashtags",
          "#crumbandcrust #sourdoughsaturday #realbread #shoplocal",
          "Hashtags for the wedding posts: #lumenweddings #filmphotography #35mm #bristolwedding",
          "Hashtags für die Klassenfahrt-Fotos: #klassenfahrt2025 #4b #gslindenweg",
          )
    r.add("doc_link",
          f"Trip packing list: https://docs.google.com/document/d/1{rnd(URLSAFE, 43)}/edit",
          f"Rent tracker: https://docs.google.com/spreadsheets/d/1{rnd(URLSAFE, 43)}/edit#gid=0",
          f"The lamination video I liked: https://www.youtube.com/watch?v={rnd(URLSAFE, 11)}",
          f"Playlist para la tienda: https://open.spotify.com/playlist/{rnd(ALNUM, 22)}",
          )
    r.add("calendar_invite",
          f"Parents' evening invite, UID {uid()}@calendar.acme.test",
          f"Calendar event id {rnd(LOWER + DIGITS, 26)} for the wedding consultation (moved to Friday)",
          f"Invito al consiglio di classe, ID evento {uid()}",
          )
    r.add("meeting_id",
          f"Zoom with the coach company: meeting ID {digits(3, True)} {digits(4)} {digits(4)}, the host lets us in from the waiting room",
          f"Teams-Besprechung mit der Hausverwaltung, Besprechungs-ID: {digits(3, True)} {digits(3)} {digits(3)} {digits(3)}",
          f"Webinar ID {digits(3, True)} {digits(4)} {digits(4)} for the nursing revalidation talk; registration needed",
          )
    r.add("open_wifi",
          "The café's Wi-Fi 'Bakehouse-Free' is open, no password needed",
          "Station Wi-Fi is 'Free_Station_WiFi', you just accept the terms",
          "La biblioteca tiene wifi abierto, red «Biblio-Publica»",
          )
    r.add("password_prose",
          "Changed my bank password yesterday; it's in the password manager, not here.",
          "The main door code at the Elm Road building changes every month; the management company texts it, ask them.",
          "Passwort fürs Elternportal vergessen, Zurücksetzen über die Schul-Mail anfordern.",
          "Le mot de passe du wifi est sur l'étiquette sous la box, je ne le note pas ici.",
          "User prefers that I never store passwords; she keeps them all in Bitwarden.",
          )
    r.add("redacted",
          f"Paid the oven deposit with the Visa ending {digits(4)}",
          "Bank PIN: **** (I know it, not writing it)",
          "Wi-Fi password: •••••••• (hidden, ask Dan)",
          f"IBAN DE** **** **** **** **{digits(2)} {digits(2)} on the tenant's form",
          )
    r.add("crypto_receive_address",
          f"Send the print payment to my bitcoin receive address: bc1q{rnd(BECH32, 38)}",
          f"Public ETH address for donations to the trip fund: 0x{hexs(40)}",
          f"Endereço público (só para receber) da carteira: bc1q{rnd(BECH32, 38)}",
          )
    r.add("public_key",
          f"My PGP key fingerprint: {groups(hexs(40).upper(), 4)}",
          f"authorized_keys on the VPS: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@laptop",
          f"Fingerprint klucza PGP szkoły (do weryfikacji maili): {groups(hexs(40).upper(), 4)}",
          )
    r.add("stripe_publishable",
          f"Stripe publishable key for the checkout page (public, goes in the HTML): pk_live_51{rnd(ALNUM, 97)}",
          f"NEXT_PUBLIC_STRIPE_KEY=pk_test_51{rnd(ALNUM, 97)}",
          f"Chave publicável da Stripe para o site: pk_live_51{rnd(ALNUM, 97)}",
          )
    r.add("mailchimp_list_id",
          f"Mailchimp audience ID for the bakery newsletter: {hexs(10)}",
          f"The signup form posts to list u={hexs(25)}&id={hexs(10)}",
          )
    r.add("shopify_domain",
          "Shop domain: crumbandcrust.myshopify.com (points to crumbandcrust.example)",
          "Print shop on Shopify: lumen-prints.myshopify.com, theme 'Dawn'",
          )
    r.add("git_commit",
          f"fixed the streak-reset bug in {hexs(7)}",
          f"tagged v1.2.0 at {hexs(40)}",
          f"rebased the widget branch onto {hexs(40)}; the crash started in {hexs(8)}",
          )
    r.add("uuid",
          f"Front camera's device id in the Home app: {uid()}",
          f"Order event {uid()} failed to sync to the till",
          f"ID de la reserva del aula: {uid()}",
          )
    r.add("hashed_filename",
          f"Gallery export came out as {hexs(32)}.jpg, rename before sending",
          f"WhatsApp photo of the menu board: IMG-2025{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-WA00{digits(2)}.jpg",
          f"Cache file {hexs(16)}.webp is the old logo",
          )
    r.add("base64_image",
          f"Bakery logo as a data URI for the email footer: data:image/png;base64,{png(48)}",
          f"Favicon for the app landing page: data:image/png;base64,{png(32)}",
          )
    r.add("version_string",
          f"Lightroom Classic 13.{secrets.randbelow(5)}.{secrets.randbelow(3)} breaks the export preset",
          f"App build 2.{secrets.randbelow(9)}.{secrets.randbelow(9)} ({digits(3, True)}) submitted to review",
          f"Versión del firmware de la cámara: {secrets.randbelow(4) + 1}.{digits(2)}",
          )
    r.add("error_code",
          f"Printer shows error E-{digits(3, True)}, the manual says paper jam at the rear",
          f"Windows update failed with 0x8007{rnd(HEX, 4).upper()}",
          f"Der Backofen zeigt Fehler F{secrets.randbelow(30) + 1}, Techniker kommt Montag",
          )
    r.add("qr_menu_url",
          f"QR code on the tables goes to https://menu.acme.example/r/{rnd(ALNUM, 8)}",
          f"Il QR del menù della trattoria porta a https://menu.trattoria.example/m/{rnd(ALNUM, 8)}?lang=it",
          )
    r.add("camera_settings",
          f"Indoor ceremony settings: f/2.8, 1/{pick(['160', '200', '250'])} s, ISO {pick(['1600', '3200', '6400'])}, 85 mm",
          "Product shots for the bakery: f/8, 1/125 s, ISO 100, two softboxes at 45°",
          "Ustawienia do zdjęć klasowych: f/5.6, 1/200, ISO 400, lampa na 1/4 mocy",
          )
    r.add("meter_reading",
          f"Electricity meter {digits(10, True)} at flat 1: reading {digits(5)} kWh on 1 June",
          f"Gaszähler Wohnung 2, Zählernummer {digits(8, True)}: Stand {digits(5)},{digits(3)} m³",
          f"Water meter serial {rnd(UPPER + DIGITS, 9)}, reading {digits(4)} m3 at move-out",
          )
    r.add("claim_reference",
          f"Insurance claim for the dropped lens: CLM-{digits(8)}",
          f"Numéro de sinistre pour le dégât des eaux : {digits(10, True)}",
          f"Council repair request ref {digits(7, True)} for the streetlight outside flat 2",
          )
    r.add("ticket_number",
          f"E-ticket number 125-{digits(10)} for the return flight",
          f"Bilhete de comboio n.º {digits(12, True)}, lugar 42, carruagem 3",
          )
    return r


def main() -> None:
    write_corpora("make_heldout10.py", [
        ("heldout10_credentials.yaml", credentials(), "tenth blind batch of synthetic credentials, written without reading the detector or earlier corpora; none is real"),
        ("heldout10_lookalikes.yaml", lookalikes(), "tenth blind batch of legitimate notes that look like secrets, written without reading the detector or earlier corpora"),
    ])


if __name__ == "__main__":
    main()
