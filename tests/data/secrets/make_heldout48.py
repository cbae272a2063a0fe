# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout48_credentials.yaml and heldout48_lookalikes.yaml: batch 48 of the held-out corpus.

Persona: an investigative journalist in Warsaw who keeps her memory notes half in Polish,
half in English. The credentials are hers and her newsroom's: Signal PINs and backup
passphrases, ProtonMail and Proton Bridge logins, PGP keys and passphrases, a SecureDrop
journalist login and a source's codename, VeraCrypt and Cryptomator passwords, Tor client
authorisation keys, the newsroom's WordPress (admins, editors, application passwords,
wp-config), Nextcloud and Dropbox shares, the podcast host, banking (PKO, mBank, the IKO PIN
behind BLIK), ePUAP and Profil Zaufany, and a source's dead-drop account. The look-alikes
are what such a notebook is full of and none of it is secret: court and prosecutor case
signatures, KRS/REGON/NIP and other public registry numbers of companies, PGP fingerprints
and key IDs, SecureDrop onion addresses, DOI/ISBN/ISSN, archive call numbers, hashes of
leaked files, Signal safety numbers, public Tor bridge lines, tracking and invoice numbers.

The batch was written blind: without reading the detector, its tests or the other corpora.
Every value is synthetic and drawn at run time from the `secrets` module; hosts sit under
`.example`, `.internal`, `.test` or acme, onion addresses are random. Run
`python make_heldout48.py` in this folder to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

PL_WORDS = ["Kasztan", "Bursztyn", "Latarnia", "Zolwik", "Mokotow", "Zoliborz", "Sowa", "Wisla",
            "Pazdziernik", "Parasol", "Kruk", "Jablko", "Piorun", "Szuflada", "Wydma", "Ksiezyc"]
EN_WORDS = ["anchor", "bramble", "cactus", "dwindle", "ember", "fjord", "gallon", "harvest", "igloo",
            "jigsaw", "kettle", "lantern", "mosaic", "nectar", "oblong", "pumice", "quiver", "ribbon",
            "saddle", "tundra", "umpire", "velvet", "walnut", "yodel", "zigzag", "crumpet", "gravel",
            "hazard", "outcrop", "sprocket", "thimble", "vortex", "wombat", "blizzard", "cobweb"]
PL_DICE = ["wiatr", "kasztan", "sowa", "latarnia", "most", "bursztyn", "klucz", "zegar", "śnieg",
           "róża", "kamień", "mgła", "piorun", "szuflada", "jabłko", "kruk", "morze", "pociąg",
           "wydma", "ogień", "księżyc", "parasol", "czapla", "żuraw", "dąb", "wrzos", "tramwaj"]
BIP39 = ["abandon", "ability", "absorb", "badge", "canyon", "dizzy", "eager", "fabric", "gadget",
         "habit", "icon", "jacket", "kitten", "ladder", "magnet", "napkin", "oxygen", "paddle",
         "quantum", "rabbit", "saddle", "tissue", "umbrella", "velvet", "wagon", "youth", "zebra",
         "orbit", "fringe", "rural", "glare", "hover", "lunar", "marble", "nephew", "pistol"]
ONION32 = LOWER + "234567"
ZBASE32 = "ybndrfg8ejkmcpqxot1uwisza345h769"
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XII", "XVIII", "XXIII", "XXV"]


def pl_pw() -> str:
    """A password a Polish user picked, or one a manager generated."""
    return pick(
        f"{pick(*PL_WORDS)}{secrets.randbelow(55) + 1970}{pick('!', '#', '?', '.')}",
        f"{pick(*PL_WORDS).lower()}_{pick(*PL_WORDS)}{secrets.randbelow(90) + 10}",
        f"{pick(*PL_WORDS)}.{pick(*PL_WORDS)}.{secrets.randbelow(30) + 1995}",
        rnd(ALNUM + "!@#$%&*", 16),
        f"{pick(*PL_WORDS)}{pick('&', '+', '-')}{pick(*PL_WORDS)}{digits(3)}",
    )


def en_pw() -> str:
    return pick(
        f"{pick(*EN_WORDS).capitalize()}-{secrets.randbelow(900) + 100}-{pick(*EN_WORDS)}!",
        rnd(ALNUM + "!#%&*+-=", 18),
        rnd(ALNUM, 22),
        f"{pick(*EN_WORDS).capitalize()}{pick(*EN_WORDS).capitalize()}{digits(4)}$",
    )


def dice(n: int, words: list[str] | None = None, sep: str = " ") -> str:
    return phrase(words or EN_WORDS, n, sep)


def onion() -> str:
    return rnd(ONION32, 56) + ".onion"


def client_no() -> str:
    return digits(8, lead=True)


def nip(dashed: bool = True) -> str:
    while True:
        body = digits(9, lead=True)
        check = sum(int(c) * w for c, w in zip(body, (6, 5, 7, 2, 3, 4, 5, 6, 7), strict=True)) % 11
        if check != 10:
            text = body + str(check)
            return f"{text[:3]}-{text[3:6]}-{text[6:8]}-{text[8:]}" if dashed else text


def regon() -> str:
    body = digits(8, lead=True)
    check = sum(int(c) * w for c, w in zip(body, (8, 9, 2, 3, 4, 5, 6, 7), strict=True)) % 11 % 10
    return body + str(check)


def krs() -> str:
    return "0000" + digits(6)


def pgp_fpr(spaced: bool = True) -> str:
    fpr = rnd(HEX, 40).upper()
    return groups(fpr, 4) if spaced else fpr


def isbn13() -> str:
    body = "978" + pick("83", "1", "0") + digits(8)
    body = body[:12]
    total = sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def issn() -> str:
    body = digits(7, lead=True)
    check = (11 - sum(int(c) * w for c, w in zip(body, range(8, 1, -1), strict=True)) % 11) % 11
    return f"{body[:4]}-{body[4:]}{'X' if check == 10 else check}"


def doi() -> str:
    return f"10.{secrets.randbelow(9000) + 1000}/{pick('s', 'j.', 'jour.', '')}{rnd(LOWER + DIGITS, 6)}-{digits(3)}"


def sygn() -> str:
    rep = pick("K", "C", "Ca", "ACa", "Ns", "GC", "Ko", "Kp", "W", "P", "AKa", "Kz", "Nc")
    return f"{pick(*ROMAN)} {rep} {secrets.randbelow(2400) + 1}/{pick('19', '20', '21', '22', '23', '24')}"


def prok() -> str:
    return pick(
        f"PR {secrets.randbelow(6) + 1} Ds. {secrets.randbelow(900) + 1}.{pick('2022', '2023', '2024')}",
        f"RP {pick(*ROMAN[:6])} Ds {secrets.randbelow(400) + 1}.{pick('2023', '2024')}",
        f"{digits(4, lead=True)}-{secrets.randbelow(9) + 1}.Ds.{secrets.randbelow(300) + 1}.{pick('2023', '2024')}",
    )


def signal_safety() -> str:
    return groups(digits(60), 5)


def imo() -> str:
    body = digits(6, lead=True)
    check = sum(int(c) * w for c, w in zip(body, range(7, 1, -1), strict=True)) % 10
    return body + str(check)


def lei() -> str:
    body = rnd(UPPER + DIGITS, 18)
    number = int("".join(str(int(c, 36)) for c in body + "00"))
    return f"{body}{98 - number % 97:02d}"


def isin() -> str:
    body = "PL" + rnd(UPPER + DIGITS, 9)
    converted = "".join(str(int(c, 36)) for c in body)
    total = 0
    for i, d in enumerate(int(c) for c in reversed(converted)):
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return body + str((10 - total % 10) % 10)


def ip_doc() -> str:
    return pick("192.0.2.", "198.51.100.", "203.0.113.") + str(secrets.randbelow(250) + 2)


def tor_x25519() -> str:
    return rnd(BASE32, 52)


def obfs4_line() -> str:
    return f"obfs4 {ip_doc()}:{pick(443, 9001, 8443, secrets.randbelow(50000) + 10000)} {pgp_fpr(False)} cert={b64(secrets.token_bytes(52)).rstrip('=')} iat-mode=0"


def credentials() -> Rows:
    r = Rows()
    r.add("signal_pin",
          f"Signal: blokada rejestracji włączona, PIN {digits(6)}. Bez niego nikt nie przerejestruje numeru na innym telefonie.",
          f"Signal PIN for the work phone (alphanumeric, set after the SIM swap scare): {rnd(LOWER + DIGITS, 9)}",
          f"telefon redakcyjny #2\nSignal PIN: {digits(4)}{digits(2)}\nPIN karty SIM: {digits(4)}")
    r.add("signal_backup",
          f"Signal backup passphrase for the Pixel (needed to restore chats):\n{groups(digits(30), 5)}",
          f"Kopia Signala z 14.03 — kod przywracania: {groups(digits(30), 5)}",
          f"Signal secure backup recovery key, written down also in the notebook in the safe:\n{groups(rnd(LOWER + DIGITS, 64), 4)}")
    r.add("proton_login",
          f"ProtonMail prywatny: agnieszka.sledcza@proton.example\nhasło: {pl_pw()}",
          f"Proton account for the cross-border project: crossborder-waw@proton.example / {en_pw()}",
          f"Nowe konto Proton dla redakcji, login: redakcja.tips, hasło {pl_pw()} (zmienić po szkoleniu)")
    r.add("proton_mailbox_password",
          f"Proton two-password mode: login password {en_pw()}, mailbox password {dice(5, sep='-')}",
          f"Hasło skrzynki (drugie hasło Protona, to do odszyfrowania): {dice(6, PL_DICE, ' ')}")
    r.add("proton_recovery_phrase",
          f"Proton recovery phrase (tips account):\n{phrase(BIP39, 12)}",
          f"Fraza odzyskiwania Proton, spisana 02.2024: {phrase(BIP39, 12)}",
          f"recovery phrase for agnieszka.sledcza — {phrase(BIP39, 6)}\n{phrase(BIP39, 6)}")
    r.add("proton_bridge",
          f"Proton Mail Bridge dla Thunderbirda:\nIMAP 127.0.0.1:1143, user agnieszka.sledcza@proton.example\nhasło Bridge: {rnd(URLSAFE, 22)}",
          f"Bridge password (SMTP 1025 / IMAP 1143) for the newsroom laptop: {rnd(URLSAFE, 22)}",
          f"thunderbird -> bridge, login tips@redakcja.example pass {rnd(URLSAFE, 22)}")
    r.add("pgp_passphrase",
          f"Passphrase do klucza PGP (agnieszka@redakcja.example): {dice(6, sep=' ')}",
          f"gpg key 2024 passphrase: {en_pw()}",
          f"Hasło do podklucza szyfrującego na laptopie: {pl_pw()} — na YubiKeyu jest inny PIN")
    r.add("pgp_private_key",
          "kopia klucza prywatnego (tylko na pendrive'ie offline!):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(5)) + "\n=" + rnd(ALNUM, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----",
          "-----BEGIN PGP PRIVATE KEY BLOCK-----\nComment: tips@redakcja.example\n\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(4)) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    r.add("securedrop_journalist",
          f"SecureDrop Journalist Interface\nhttp://{onion()}\nusername: awrobel\npassphrase: {dice(7)}",
          f"SD login (Journalist Interface): user m.kowalczyk, passphrase {dice(7, sep=' ')}, 2FA na telefonie",
          f"Nowe konto SecureDrop dla Tomka — login tkrol, hasło {dice(7)}; niech zmieni przy pierwszym logowaniu")
    r.add("securedrop_totp",
          f"SecureDrop 2FA secret (dodać w FreeOTP): {groups(rnd(BASE32, 40), 4)}",
          f"TOTP seed for the SD journalist account awrobel: {rnd(BASE32, 40)}",
          f"otpauth://totp/SecureDrop:awrobel?secret={rnd(BASE32, 32)}&issuer=SecureDrop")
    r.add("securedrop_source_codename",
          f"Źródło \"Wrzos\" — jego kodowe hasło do SecureDrop (podał mi przez telefon, żeby sprawdzić odpowiedź): {dice(7)}",
          f"source 'Heron' lost the note with the codename; she read it to me: {dice(7, sep=' ')}. Told her to write it down again.",
          f"kryptonim Kasztan = codename {dice(7)}")
    r.add("veracrypt",
          f"VeraCrypt, kontener archiwum_2023.hc na dysku zewnętrznym\nhasło: {pl_pw()}{rnd(ALNUM, 4)}",
          f"VeraCrypt volume for the leak set (leaks_b.vc): password {dice(6, sep='-')}, PIM {secrets.randbelow(900) + 100}",
          f"Kontener z nagraniami: {dice(5, PL_DICE, ' ')}, PIM {secrets.randbelow(2000) + 485}, keyfile brak")
    r.add("veracrypt_hidden",
          f"VC hidden volume (the real one): {en_pw()}{digits(3)}\nouter volume decoy pass: {pl_pw()}",
          f"Ukryty wolumen na laptopie podróżnym — hasło {dice(6, PL_DICE, '-')}, zewnętrzny {pl_pw()}")
    r.add("tor_client_auth",
          f"~/.tor/onion_auth/redakcja.auth_private:\n{rnd(ONION32, 56)}:descriptor:x25519:{tor_x25519()}",
          f"Klucz autoryzacji klienta do naszej usługi onion (Tor Browser go prosi przy wejściu): {tor_x25519()}",
          f"ClientOnionAuthDir entry for the archive onion: {rnd(ONION32, 56)}:descriptor:x25519:{tor_x25519()}")
    r.add("tor_control",
          f"torrc na serwerze: ControlPort 9051, hasło do kontroli (plain, hash w torrc): {rnd(ALNUM, 20)}",
          f"stem script connects with controller.authenticate(password='{rnd(ALNUM, 18)}')")
    r.add("onionshare_key",
          f"OnionShare od źródła: http://{onion()}\nPrivate key: {tor_x25519()}",
          f"Sent the photographer an OnionShare link, {onion()} — private key {tor_x25519()} (via Signal only)",
          f"onionshare receive mode, klucz prywatny {tor_x25519()}")
    r.add("wp_admin",
          f"CMS redakcji (WordPress) https://cms.redakcja.example/wp-admin\nadmin: redakcja_admin / {pl_pw()}",
          f"WordPress super admin for the multisite: login ops, password {en_pw()}",
          f"wp-admin na stagingu: https://staging.redakcja.test/wp-login.php, login agnieszka, hasło {pl_pw()}")
    r.add("wp_app_password",
          f"Application Password do WP (dla skryptu publikującego): {groups(rnd(ALNUM, 24), 4)}",
          f"WP REST: curl --user \"agnieszka:{groups(rnd(ALNUM, 24), 4)}\" https://cms.redakcja.example/wp-json/wp/v2/posts",
          f"App password 'newsletter-sync' for user bot: {groups(rnd(ALNUM, 24), 4)}")
    r.add("wp_config",
          f"wp-config.php:\ndefine( 'DB_NAME', 'redakcja_wp' );\ndefine( 'DB_USER', 'wp_redakcja' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^*', 20)}' );\ndefine( 'DB_HOST', 'db.redakcja.internal' );",
          f"salts from wp-config (needed if we move hosts):\ndefine('AUTH_KEY', '{rnd(ALNUM + '!@#$%^&*()-_=+[]{{}}<>~', 64)}');\ndefine('SECURE_AUTH_KEY', '{rnd(ALNUM + '!@#$%^&*()-_=+<>~', 64)}');",
          f"MySQL pod WordPressem: mysql -u wp_redakcja -p'{rnd(ALNUM, 18)}' -h db.redakcja.internal redakcja_wp")
    r.add("wp_editor_accounts",
          f"Konta redaktorów w CMS:\n- m.kowalczyk / {pl_pw()}\n- t.krol / {pl_pw()}\n- j.zielinska / {pl_pw()}",
          f"Editor account for the freelancer (expires after the series): freelance_pd, pass {en_pw()}",
          f"Ola (korekta) — login akorekta, hasło tymczasowe {rnd(ALNUM, 12)}")
    r.add("wp_cookie",
          f"session cookie from the CMS (for the scraper): wordpress_logged_in_{hexs(32)}=agnieszka%7C{1_720_000_000 + secrets.randbelow(30_000_000)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
          f"Ciasteczko sesji WP skopiowane z przeglądarki: wordpress_sec_{hexs(32)}=redakcja_admin%7C{1_720_000_000 + secrets.randbelow(30_000_000)}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}")
    r.add("wp_jwt",
          f"JWT do REST API CMS (wtyczka jwt-auth): Authorization: Bearer {jwt({'iss': 'https://cms.redakcja.example', 'iat': 1718000000, 'data': {'user': {'id': '7'}}})}",
          f"JWT_AUTH_SECRET_KEY in wp-config: {rnd(ALNUM + '!@#$%^&*', 48)}")
    r.add("nextcloud_share",
          f"Udostępnienie z Nextcloud dla prawnika:\nhttps://chmura.redakcja.example/s/{rnd(ALNUM, 15)}\nhasło: {pl_pw()}",
          f"Nextcloud share for the Berlin partners, link https://cloud.acme.test/s/{rnd(ALNUM, 15)} password {en_pw()} (expires Friday)",
          f"folder 'Dokumenty_przetarg' — link /s/{rnd(ALNUM, 15)}, hasło do linku {rnd(ALNUM, 10)}")
    r.add("nextcloud_app_password",
          f"Nextcloud app password for the phone sync client: {'-'.join(rnd(ALNUM, 5) for _ in range(5))}",
          f"Hasło aplikacji Nextcloud (laptop, davfs): {'-'.join(rnd(ALNUM, 5) for _ in range(5))}",
          f"/etc/davfs2/secrets:\nhttps://chmura.redakcja.example/remote.php/dav/files/agnieszka agnieszka {'-'.join(rnd(ALNUM, 5) for _ in range(5))}")
    r.add("dropbox_token",
          f"DROPBOX_ACCESS_TOKEN=sl.B{rnd(URLSAFE, 137)}",
          f"Dropbox app (backup skrypt): app key {rnd(LOWER + DIGITS, 15)}, app secret {rnd(LOWER + DIGITS, 15)}, refresh token {rnd(ALNUM, 11)}AAAAAAAAAA{rnd(URLSAFE, 43)}",
          f"rclone.conf\n[dropbox]\ntype = dropbox\ntoken = {{\"access_token\":\"sl.B{rnd(URLSAFE, 120)}\",\"token_type\":\"bearer\",\"refresh_token\":\"{rnd(ALNUM, 11)}AAAAAAAAAA{rnd(URLSAFE, 43)}\"}}")
    r.add("dropbox_login",
          f"Dropbox redakcyjny (Business): foto@redakcja.example / {pl_pw()}",
          f"shared Dropbox for the photo desk: photodesk@redakcja.example, pw {en_pw()}")
    r.add("podcast_host",
          f"Podcast \"Po Sygnaturze\" — hosting: login podcast@redakcja.example, hasło {pl_pw()}",
          f"podcast host API token for the upload script: {hexs(32)}",
          f"Spreaker-like panel for the podcast, user posygnaturze, password {en_pw()}; 2FA off (!)")
    r.add("podcast_private_feed",
          f"Prywatny feed RSS dla patronów (nie udostępniać): https://feeds.redakcja.example/private/{rnd(ALNUM, 32)}.rss",
          f"premium feed for subscribers, token in the URL: https://pod.acme.test/feed/{uid()}?auth={rnd(URLSAFE, 40)}")
    r.add("bank_app_pin",
          f"PIN do IKO (nim też potwierdzam BLIK): {digits(5)}",
          f"mBank app PIN {digits(4)}{digits(2)} — same one for BLIK confirmation",
          f"telefon służbowy: PIN aplikacji banku {digits(4)}, PIN do BLIK nie ustawiony osobno")
    r.add("pko_login",
          f"iPKO\nnumer klienta: {client_no()}\nhasło: {pl_pw()}",
          f"PKO BP (konto firmowe redakcji): klient {client_no()}, hasło {pl_pw()}, autoryzacja w IKO u Marty",
          f"PKO login for the grant account: client no. {client_no()} / {en_pw()}")
    r.add("mbank_login",
          f"mBank: identyfikator {client_no()}, hasło {pl_pw()}",
          f"mbank biz — login {client_no()}, password {en_pw()}",
          f"Konto oszczędnościowe w mBanku, ID {client_no()}\nhasło: {pl_pw()}")
    r.add("card",
          f"Karta firmowa (Visa) do zakupu domen i VPS: {groups(luhn('4'), 4)}, ważna {card_expiry()}, CVV {digits(3)}",
          f"prepaid card for the undercover subscriptions: {groups(luhn('5'), 4)} exp {card_expiry()} cvc {digits(3)}",
          f"Mastercard redakcji {luhn('5')} {card_expiry()} kod {digits(3)} — tylko do opłat za rejestry")
    r.add("epuap",
          f"ePUAP redakcji (skrzynka do wniosków o informację publiczną): login redakcja_sledcza, hasło {pl_pw()}",
          f"ePUAP: login awrobel_{digits(2)}, hasło {pl_pw()}",
          f"ePUAP account for filing FOI requests — user redakcja.foi / {en_pw()}")
    r.add("profil_zaufany",
          f"Profil Zaufany (login.gov.pl): login agnieszka.w{digits(2)}, hasło {pl_pw()}",
          f"PZ do podpisywania wniosków: nazwa użytkownika awrobel, hasło {pl_pw()} (kody przychodzą SMS-em)",
          f"Profil Zaufany login for Marta (she asked me to file the KRS request): mwisniewska / {en_pw()}")
    r.add("newsroom_email",
          f"Poczta redakcyjna IMAP/SMTP: mail.redakcja.example, agnieszka@redakcja.example, hasło {pl_pw()}",
          f"tips@redakcja.example mailbox on the old host: imap.redakcja.internal:993, password {en_pw()}",
          f"Thunderbird, konto redakcja: {pl_pw()} (to samo co do webmaila, zmienić!)")
    r.add("ssh_private",
          "Klucz SSH do serwera z CMS (deploy):\n" + openssh_private(),
          "id_ed25519 for the scraper box, copy:\n" + openssh_private())
    r.add("server_login",
          f"VPS z archiwum: ssh root@archiwum.redakcja.internal, hasło {rnd(ALNUM + '!#', 18)}",
          f"sftp upload for the podcast audio: sftp://audio@files.acme.test, pass {en_pw()}",
          f"serwer scrapera: user scraper, hasło {pl_pw()}, sudo to samo")
    r.add("wifi",
          f"WiFi w redakcji (sieć Redakcja-5G): {pl_pw()}",
          f"Mieszkanie na Pradze (spotkania ze źródłami): sieć \"UPC{digits(7)}\", hasło {rnd(UPPER + DIGITS, 8)}",
          f"Guest wifi at the safehouse in Lublin: {rnd(ALNUM, 12)}")
    r.add("router_admin",
          f"Router w redakcji, panel 192.168.1.1: admin / {rnd(ALNUM, 12)}",
          f"router admin at the flat: login admin, haslo {pl_pw()}")
    r.add("keepass_master",
          f"KeePassXC master password (baza redakcja.kdbx): {dice(6, sep=' ')}",
          f"Hasło główne do KeePassa: {dice(5, PL_DICE, '-')}{digits(2)}",
          f"Bitwarden (prywatny) master password: {en_pw()}")
    r.add("totp_seed",
          f"2FA do Protona — sekret (na wypadek utraty telefonu): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/CMS%20Redakcja:agnieszka?secret={rnd(BASE32, 32)}&issuer=CMS%20Redakcja",
          f"Nextcloud TOTP seed, backup copy: {rnd(BASE32, 32)}")
    r.add("recovery_codes",
          "Kody zapasowe Google (konto do YouTube podcastu):\n" + recovery_codes(8, "digits"),
          "X / Twitter backup code for @redakcja_sledcza: " + rnd(LOWER + DIGITS, 12),
          "Proton 2FA recovery codes:\n" + recovery_codes(6, "alnum"))
    r.add("social_login",
          f"Konto redakcji na X: @redakcja_sledcza, hasło {pl_pw()}",
          f"Facebook page admin (throwaway profile for groups research): anna.k.research@proton.example / {en_pw()}",
          f"Instagram podcastu: posygnaturze, hasło {pl_pw()}")
    r.add("sim_puk",
          f"Karta SIM do telefonu „na rozmowy” (Play na kartę): PIN {digits(4)}, PUK {digits(8)}",
          f"burner SIM: PIN {digits(4)} PUK {digits(8)}, top-up code used")
    r.add("deepl_key",
          f"DeepL API (tłumaczenie dokumentów z przecieku): DEEPL_AUTH_KEY={uid()}:fx",
          f"deepl pro key for the translation script: {uid()}")
    r.add("transcription_api",
          f"ASSEMBLYAI_API_KEY={hexs(32)}",
          f"Transkrypcje wywiadów — klucz API usługi: {hexs(32)} (konto na redakcję)",
          f"whisper server on the GPU box, bearer token {rnd(URLSAFE, 40)}")
    r.add("restic",
          f"restic backup of the notes: RESTIC_REPOSITORY=sftp:backup@nas.redakcja.internal:/srv/restic RESTIC_PASSWORD={dice(5, sep='-')}",
          f"Hasło repozytorium restic (kopie laptopa): {rnd(ALNUM, 24)}")
    r.add("mailchimp",
          f"Newsletter (Mailchimp) API key: {hexs(32)}-us{secrets.randbelow(20) + 1}",
          f"newsletter login: newsletter@redakcja.example, {pl_pw()}")
    r.add("legal_db_login",
          f"LEX (dostęp redakcyjny): login redakcja{digits(3)}, hasło {pl_pw()}",
          f"Legalis subscription, user a.wrobel@redakcja.example pw {en_pw()}",
          f"Baza orzeczeń (płatna) — login sledczy_ws, hasło {rnd(ALNUM, 10)}")
    r.add("agency_login",
          f"Serwis agencyjny (abonament redakcji): login redakcja_sl, hasło {pl_pw()}",
          f"photo agency portal: user redakcja.photo, password {en_pw()}")
    r.add("vpn_account",
          f"Mullvad account number (this is the whole login): {groups(digits(16, lead=True), 4)}",
          f"VPN na laptop podróżny, numer konta: {digits(16, lead=True)}",
          f"WireGuard config from the VPN provider:\n[Interface]\nPrivateKey = {b64(secrets.token_bytes(32))}\nAddress = 10.64.{secrets.randbelow(250)}.{secrets.randbelow(250)}/32")
    r.add("threema_backup",
          f"Threema ID backup ({rnd(UPPER + DIGITS, 8)}):\n{groups(rnd(UPPER + DIGITS, 80), 4, '-')}\nhasło kopii: {pl_pw()}",
          f"Threema Safe password for the work phone: {en_pw()}")
    r.add("telegram_2fa",
          f"Telegram — hasło chmury (2FA) dla konta do monitoringu kanałów: {pl_pw()}",
          f"telegram cloud password for the research account: {en_pw()}")
    r.add("yubikey_pin",
          f"YubiKey (OpenPGP): PIN {digits(6)}, Admin PIN {digits(8)}",
          f"Yubikey nr 2 (zapasowy w sejfie): user PIN {digits(6)}, admin {digits(8)}, reset code {digits(8)}")
    r.add("tails_persistence",
          f"Tails — hasło do trwałego magazynu: {dice(6, PL_DICE, ' ')}",
          f"Tails persistent storage passphrase (the USB with the green tape): {dice(6)}")
    r.add("cryptomator",
          f"Cryptomator vault 'Zrodla' on Dropbox, password {dice(5, sep='-')}",
          f"Sejf Cryptomatora na Nextcloudzie — hasło {pl_pw()}, klucz odzyskiwania: {dice(10, BIP39, ' ')}")
    r.add("source_dead_drop",
          f"Wspólne konto z \"Czaplą\" (szkice, nic nie wysyłamy): czapla.szkice@proton.example, hasło {pl_pw()}",
          f"dead drop with source K: drafts folder of k.notes@mail.acme.test, password {en_pw()}",
          f"Źródło z ministerstwa — jej prywatny mail do kontaktu awaryjnego i hasło, które mi dała na wypadek zatrzymania: ministerstwo.kontakt@proton.example / {pl_pw()}")
    r.add("court_portal",
          f"Portal Informacyjny Sądów — dostęp jako pełnomocnik (przez mec. Nowaka): login {rnd(LOWER, 6)}{digits(3)}, hasło {pl_pw()}",
          f"e-Sąd account used for the defamation suit: user redakcja_sl{digits(2)} / {en_pw()}")
    r.add("voicemail_pin",
          f"Poczta głosowa (numer do zgłoszeń): PIN {digits(4)}, odsłuch *{digits(3)}",
          f"tip line voicemail PIN {digits(6)}")
    r.add("http_basic",
          f"staging CMS is behind basic auth: redakcja / {rnd(ALNUM, 14)}",
          f"Nagłówek do API archiwum: Authorization: Basic {basic('archiwum', rnd(ALNUM, 16))}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("sygnatura_akt",
          f"Rozprawa w SO Warszawa, sygn. akt {sygn()}, sala 214, godz. {pick('9', '10', '11', '13')}:{pick('00', '15', '30', '45')}. Odroczona do {secrets.randbelow(28) + 1:02d}.{secrets.randbelow(12) + 1:02d}.",
          f"Wyrok SA w Warszawie {sygn()} utrzymał wyrok {sygn()} — poprosić o uzasadnienie.",
          f"Case file {sygn()} (district court, Mokotów); the appeal runs under {sygn()}.",
          f"Sygnatury do sprawdzenia w portalu orzeczeń: {sygn()}, {sygn()}, {sygn()}")
    r.add("sygnatura_prokuratura",
          f"Śledztwo prokuratury: sygn. {prok()}, umorzone; zażalenie pod {prok()}",
          f"Prosecutor's file {prok()} — the press office confirmed the number, no comment on substance.",
          f"Postanowienie o umorzeniu {prok()} z dnia {secrets.randbelow(28) + 1}.{secrets.randbelow(12) + 1}.2024")
    r.add("krs",
          f"Spółka-krzak: KRS {krs()}, zarząd jednoosobowy, kapitał 5 000 zł",
          f"Shell company registered under KRS {krs()}; parent under KRS {krs()}.",
          f"Z KRS: {krs()} (spółka z o.o.), {krs()} (fundacja), {krs()} (stowarzyszenie) — ten sam adres na Woli")
    r.add("regon",
          f"REGON {regon()} — wpis do GUS z 2019, PKD 70.22.Z",
          f"The subcontractor's REGON is {regon()}, and its 14-digit unit number {regon()}{digits(5)}.",
          f"Sprawdzić w BIR: REGON {regon()}, {regon()}")
    r.add("nip",
          f"NIP zleceniobiorcy: {nip()} (biała lista: czynny podatnik VAT)",
          f"Invoice issuer VAT id {nip(False)}, matches the whitelist entry.",
          f"NIPy firm z przetargu: {nip()}, {nip()}, {nip()} — dwie mają tego samego prezesa")
    r.add("vat_eu",
          f"VIES check: PL{nip(False)} valid, name matches the invoice.",
          f"Numer VAT UE kontrahenta z Cypru CY{digits(8)}{pick(*UPPER)}, polskiej spółki PL{nip(False)}")
    r.add("ksiega_wieczysta",
          f"Działka pod Piasecznem: KW WA{pick('1', '5')}{pick('M', 'G', 'I')}/{digits(8)}/{secrets.randbelow(10)}, właściciel zmienił się w 2021.",
          f"Land register numbers for the villa: WA1M/{digits(8)}/{secrets.randbelow(10)} and WA5M/{digits(8)}/{secrets.randbelow(10)}")
    r.add("pgp_fingerprint",
          f"Mój klucz publiczny PGP, odcisk: {pgp_fpr()}",
          f"Verified Marta's key fingerprint in person: {pgp_fpr()}",
          f"Fingerprint in the newsroom footer: {pgp_fpr()} (tips@redakcja.example)")
    r.add("pgp_key_id",
          f"gpg --recv-keys 0x{rnd(HEX, 16).upper()} (klucz rzecznika UE)",
          f"Long key IDs of the consortium: 0x{rnd(HEX, 16).upper()}, 0x{rnd(HEX, 16).upper()}, 0x{rnd(HEX, 16).upper()}",
          f"sig 3 {rnd(HEX, 16).upper()} 2024-02-11  Tomasz Król <tkrol@redakcja.example>")
    r.add("pgp_public_block",
          "Klucz publiczny do stopki:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(4)) + "\n=" + rnd(ALNUM, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----",
          "public key for tips@ (also on the contact page):\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(3)) + "\n-----END PGP PUBLIC KEY BLOCK-----")
    r.add("pgp_message",
          "zaszyfrowana wiadomość od źródła (do odszyfrowania na offline laptopie):\n-----BEGIN PGP MESSAGE-----\n\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(4)) + "\n-----END PGP MESSAGE-----",
          "encrypted attachment reply from Berlin:\n-----BEGIN PGP MESSAGE-----\n" + "\n".join(b64(secrets.token_bytes(48)) for _ in range(3)) + "\n=" + rnd(ALNUM, 4) + "\n-----END PGP MESSAGE-----")
    r.add("wkd_hash",
          f"WKD dla redakcja.example: https://openpgpkey.redakcja.example/.well-known/openpgpkey/redakcja.example/hu/{rnd(ZBASE32, 32)}?l=tips",
          f"WKD hash of agnieszka@ is {rnd(ZBASE32, 32)}; check with gpg --locate-keys")
    r.add("securedrop_onion",
          f"Nasz SecureDrop (adres publiczny, jest na stronie): http://{onion()}",
          f"SecureDrop directory entries to cite in the piece: {onion()} (Gazeta), {onion()} (Radio)",
          f"Source Interface address for the footer: {onion()}; journalist interface is separate and not listed")
    r.add("onion_sites",
          f"Wersja .onion serwisu partnerskiego: {onion()}",
          f"Onion mirror of the leak site (mirrored for the archive): http://{onion()}/files/")
    r.add("tor_bridge_public",
          f"Mosty z bridges.torproject.org dla uczestników szkolenia:\n{obfs4_line()}\n{obfs4_line()}",
          f"public obfs4 bridge from the Tor Browser built-ins:\n{obfs4_line()}",
          f"Bridge {obfs4_line()}")
    r.add("tor_relay_fingerprint",
          f"Relay metrics: exit {pgp_fpr(False)} and guard {pgp_fpr(False)} — both flagged BadExit last week.",
          f"Węzeł wyjściowy z logów: {pgp_fpr(False)} (nickname Wisla{digits(2)}), IP {ip_doc()}")
    r.add("signal_safety_number",
          f"Numer bezpieczeństwa z Martą (zweryfikowany na żywo):\n{signal_safety()}",
          f"Signal safety number with source K, compared over a call: {signal_safety()}",
          f"safety number changed for Tomek! new: {signal_safety()} — he says he reinstalled")
    r.add("signal_username",
          f"Signal username do stopki: redakcja.{digits(2)}",
          f"my Signal username for sources is agawro.{digits(2)}, number hidden")
    r.add("messenger_ids",
          f"Threema ID redakcji: {rnd(UPPER + DIGITS, 8)} (publiczne)",
          f"Session ID of the whistleblower desk: 05{hexs(64)}",
          f"Matrix: @sledcza:matrix.redakcja.example, room !{rnd(ALNUM, 18)}:matrix.redakcja.example")
    r.add("doi",
          f"Badanie cytowane w tekście: https://doi.org/{doi()}",
          f"DOI {doi()} and {doi()} — both on offshore beneficial ownership",
          f"Przypis 14: doi:{doi()}, dostęp 12.05.2024")
    r.add("isbn",
          f"Książka o aferze: ISBN {isbn13()}",
          f"ISBN {isbn13()} (hardback), {isbn13()} (ebook)",
          f"Do bibliografii: ISBN {isbn13()}, wyd. II, s. {secrets.randbelow(300) + 10}")
    r.add("issn",
          f"Czasopismo naukowe: ISSN {issn()}, e-ISSN {issn()}",
          f"Journal ISSN {issn()}, vol. {secrets.randbelow(40) + 1}")
    r.add("orcid_isni",
          f"Ekspert od zamówień publicznych, ORCID 0000-000{secrets.randbelow(3) + 1}-{digits(4)}-{digits(3)}{pick('X', '1', '7')}",
          f"Author authority record ISNI 0000 000{digits(1)} {digits(4)} {digits(4)}, VIAF {digits(9, lead=True)}")
    r.add("archive_call_number",
          f"AAN, zespół {secrets.randbelow(3000) + 1}, sygn. {secrets.randbelow(500) + 1}/{pick(*ROMAN)}-{secrets.randbelow(90) + 1}",
          f"Archiwum Państwowe w Warszawie, 72/{secrets.randbelow(3000) + 1}/0/{secrets.randbelow(9) + 1}.{secrets.randbelow(9) + 1}/{secrets.randbelow(900) + 1}",
          f"State archive call number 72/{secrets.randbelow(3000) + 1}/0/{secrets.randbelow(900) + 1}, microfilm B-{digits(5)}")
    r.add("ipn_signature",
          f"IPN BU {digits(4)}/{secrets.randbelow(900) + 1}, t. {secrets.randbelow(5) + 1} — teczka pracy",
          f"Zamówione w IPN: IPN Kr {digits(3)}/{digits(4)}, IPN BU {digits(4)}/{digits(3)}, IPN Gd {digits(3)}/{digits(4)}",
          f"The IPN file IPN BU {digits(4)}/{digits(3)} has {secrets.randbelow(300) + 20} pages, copies ready {secrets.randbelow(28) + 1:02d}.06")
    r.add("leak_sha256",
          f"SHA-256 paczki od źródła (zgadza się z tym, co podał):\n{hexs(64)}  paczka_03.zip",
          f"sha256sum of the leaked spreadsheet: {hexs(64)}",
          f"Hashe dokumentów z przecieku:\n{hexs(64)}  umowa_2021.pdf\n{hexs(64)}  aneks_1.pdf\n{hexs(64)}  faktury.xlsx")
    r.add("leak_md5",
          f"md5 from the Aleph import: {hexs(32)} (matches ICIJ dataset record)",
          f"MD5 plików z dysku: {hexs(32)} scan_001.tif, {hexs(32)} scan_002.tif",
          f"sha1 of the email export {hexs(40)}, md5 {hexs(32)}")
    r.add("container_checksum",
          f"kontener archiwum_2023.hc, 8 GB, SHA-256 {hexs(64)} — kopia na dysku B identyczna",
          f"VeraCrypt volume leaks_b.vc checksum after copy: {hexs(64)} (same as before)")
    r.add("tracking_number",
          f"Paczka InPost z dokumentami: {digits(24, lead=True)}",
          f"Registered letter to the ministry: {pick('00', '')}{digits(20, lead=True)} (Poczta Polska)",
          f"DHL {digits(10, lead=True)} z Wilna, odebrać w punkcie",
          f"List polecony za potwierdzeniem odbioru do sądu: nr nadania {digits(20, lead=True)}")
    r.add("invoice_number",
          f"Faktura FV/{pick('2023', '2024')}/{secrets.randbelow(12) + 1:02d}/{digits(4)} za \"doradztwo\" — {secrets.randbelow(90) + 10} {digits(3)},00 zł",
          f"Invoice {pick('INV', 'FA', 'F')}-{digits(6)} from the consultancy, paid twice ({digits(6)} too)",
          f"Rachunek nr {secrets.randbelow(99) + 1}/{pick('2023', '2024')}/R, korekta KOR/{secrets.randbelow(99) + 1}/{pick('2023', '2024')}")
    r.add("ksef_number",
          f"Numer KSeF faktury: {nip(False)}-2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}-{rnd(HEX, 12).upper()}-{rnd(HEX, 2).upper()}",
          f"KSeF reference numbers of the two invoices: {nip(False)}-2024{secrets.randbelow(12) + 1:02d}15-{rnd(HEX, 12).upper()}-{rnd(HEX, 2).upper()} and {nip(False)}-2024{secrets.randbelow(12) + 1:02d}16-{rnd(HEX, 12).upper()}-{rnd(HEX, 2).upper()}")
    r.add("iban_public",
          f"Konto do wpłat na fundusz obrony dziennikarzy (publiczne, jest na stronie): {iban('PL', digits(24))}",
          f"The company's account from its own invoice: {iban('PL', digits(24))}; the same IBAN appears in the Cyprus transfers",
          f"Numer rachunku ministerstwa z BIP: {iban('PL', digits(24), spaced=False)}")
    r.add("bank_transaction_ref",
          f"Przelew z {secrets.randbelow(28) + 1:02d}.05, numer referencyjny {digits(16, lead=True)}",
          f"BLIK payment history: ref {digits(11, lead=True)}, {secrets.randbelow(400) + 20},00 PLN, merchant KSIEGARNIA",
          f"SWIFT transfer reference {rnd(UPPER + DIGITS, 16)}, UETR {uid()}")
    r.add("legal_citation",
          f"Art. 61 Konstytucji i ustawa z 6.09.2001 (Dz.U. {pick('2022', '2023')} poz. {secrets.randbelow(2800) + 1})",
          f"MSiG nr {secrets.randbelow(250) + 1}/{pick('2022', '2023')} ({digits(4, lead=True)}), poz. {digits(5, lead=True)} — ogłoszenie o połączeniu spółek",
          f"M.P. 2024 poz. {secrets.randbelow(1200) + 1}; Dz.Urz. woj. maz. 2023 poz. {digits(5, lead=True)}")
    r.add("international_case",
          f"ETPCz: skarga nr {digits(5, lead=True)}/{pick('19', '20', '21', '22')} przeciwko Polsce",
          f"CJEU case C-{secrets.randbelow(800) + 1}/{pick('21', '22', '23')}, opinion of the AG on {secrets.randbelow(28) + 1} March",
          f"ECLI:PL:SN:{pick('2022', '2023')}:{pick('I', 'II', 'III')}.{pick('CSK', 'KK', 'PK')}.{secrets.randbelow(900) + 1}.{pick('2021', '2022')}.{digits(1)}")
    r.add("foia_reference",
          f"Odpowiedź na wniosek o informację publiczną, znak: {pick('BDG', 'DKP', 'BMP', 'WOA')}.{digits(4)}.{secrets.randbelow(90) + 1}.2024.{rnd(UPPER, 2)}",
          f"FOI reply ref. {pick('DSP', 'BA', 'ZK')}-{digits(2)}.{digits(4)}.{secrets.randbelow(200) + 1}.2024, L.dz. {digits(4)}/24",
          f"Ponaglenie w sprawie {pick('BDG', 'DKP')}.{digits(4)}.{secrets.randbelow(90) + 1}.2023 — minęło 14 dni")
    r.add("epuap_upo",
          f"UPO z ePUAP: identyfikator dokumentu {uid()}, data doręczenia 2024-{secrets.randbelow(12) + 1:02d}-{secrets.randbelow(28) + 1:02d}",
          f"ePUAP inbox of the ministry (public address): /{rnd(LOWER, 6)}{digits(3)}/SkrytkaESP; our request got UPO no. {digits(12, lead=True)}")
    r.add("procurement_notice",
          f"Przetarg: ogłoszenie nr 2023/BZP {digits(8)}/01, zmiana 2023/BZP {digits(8)}/01",
          f"TED notice 2024/S {secrets.randbelow(250) + 1:03d}-{digits(6)}, contract value {secrets.randbelow(90) + 10} mln EUR",
          f"Plan postępowań: 2024/BZP {digits(8)}/01/P, poz. {secrets.randbelow(40) + 1}.1.{secrets.randbelow(9) + 1}")
    r.add("aircraft",
          f"Samolot biznesowy z rejestru: SP-{rnd(UPPER, 3)}, ICAO hex {rnd(HEX, 6).upper()}, lądował w Larnace {secrets.randbelow(28) + 1}.04",
          f"ADS-B: {rnd(HEX, 6).upper()} (9H-{rnd(UPPER, 3)}) squawk {secrets.randbelow(8)}{secrets.randbelow(8)}{secrets.randbelow(8)}{secrets.randbelow(8)}, seen over Modlin")
    r.add("ship_ids",
          f"Tankowiec z floty cieni: IMO {imo()}, MMSI {digits(9, lead=True)}, flaga Gabonu",
          f"Vessel IMO {imo()} switched off AIS; sister ship IMO {imo()}",
          f"Statki do obserwacji w Gdańsku: IMO {imo()}, IMO {imo()}")
    r.add("vin",
          f"Samochód prezesa: VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}, rej. WX {digits(4)}{rnd(UPPER, 1)}",
          f"VINs from the leasing contract: {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}, {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)}")
    r.add("lei_isin",
          f"LEI spółki matki: {lei()}, spółki zależnej: {lei()}",
          f"Bonds ISIN {isin()}, issuer LEI {lei()}",
          f"Akcje na NewConnect, ISIN {isin()}")
    r.add("sanctions_wallet",
          f"Portfel z listy sankcyjnej OFAC (publiczny): 0x{hexs(40)}",
          f"Sanctioned BTC address from the SDN entry: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
          f"Zbiórka na Ukrainę — publiczny adres do darowizn: bc1q{rnd('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}")
    r.add("wayback_url",
          f"Archiwum strony przed usunięciem: https://web.archive.org/web/2023{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{digits(6)}/https://spolka.example/zarzad",
          f"archive.today snapshot https://archive.ph/{rnd(ALNUM, 5)} of the ministry page")
    r.add("social_ids",
          f"Wpis posła: https://x.com/posel_example/status/17{digits(17)} (usunięty, mam zrzut)",
          f"YouTube clip https://www.youtube.com/watch?v={rnd(URLSAFE, 11)} at 12:40; FB post id {digits(15, lead=True)}_{digits(16, lead=True)}",
          f"Telegram: t.me/kanal_example/{digits(5, lead=True)}, message id {digits(5, lead=True)}")
    r.add("document_metadata",
          f"Metadane .docx z przecieku: autor \"jkowalska\", rsidR=\"00{rnd(HEX, 6).upper()}\", w14:paraId=\"{rnd(HEX, 8).upper()}\"",
          f"PDF XMP: DocumentID uuid:{uid()}, InstanceID xmp.iid:{rnd(HEX, 32)}",
          f"Word template GUID {{{uid().upper()}}}, revision count {secrets.randbelow(80) + 1}")
    r.add("exif_ids",
          f"EXIF zdjęcia od źródła: BodySerialNumber {digits(12, lead=True)}, ImageUniqueID {hexs(32)}",
          f"Photo IMG_2024{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}_{digits(6)}.jpg, camera serial {digits(10, lead=True)}, lens {rnd(UPPER + DIGITS, 8)}")
    r.add("network_log",
          f"Z logów routera w przecieku: MAC {mac()} i {mac(upper=True)} łączyły się z {ip_doc()}",
          f"DHCP leases in the dump: {mac()} -> 10.0.0.{secrets.randbelow(250) + 2}, {mac()} -> 10.0.0.{secrets.randbelow(250) + 2}")
    r.add("interview_shorthand",
          f"R2 (rozm. z K., 00:14:32) — \"przelew był w trzech ratach\", kwoty {secrets.randbelow(900) + 100}k/{secrets.randbelow(900) + 100}k/{secrets.randbelow(90) + 10}k; sprawdzić FV/{pick('2022', '2023')}/{digits(4)}",
          f"int. #{secrets.randbelow(40) + 1}, 01:02:{secrets.randbelow(50) + 10}, src B says contract no. {digits(3)}/ZP/{pick('2022', '2023')} was signed before the tender closed",
          f"Wywiad 3, t.c. 00:{secrets.randbelow(50) + 10}:{secrets.randbelow(50) + 10}: „{pick('nikt nie czytał aneksu', 'pieniądze szły przez Cypr', 'prezes wiedział')}”, ref. dok. D-{digits(3)}, s. {secrets.randbelow(40) + 1}")
    r.add("transcript_file_ids",
          f"Transkrypcja wywiadu: plik wyw_{digits(3)}_{rnd(HEX, 8)}.txt, nagranie REC_{digits(4)}.m4a ({secrets.randbelow(80) + 10} min)",
          f"transcription job {uid()} finished, speakers A/B/C, {secrets.randbelow(9000) + 1000} words")
    r.add("diceware_wordlist",
          "EFF wordlist, first lines for the training slide:\n11111 abacus\n11112 abdomen\n11113 abdominal\n11114 abide\n11115 abiding",
          "Na szkoleniu: rzut 5 kośćmi daje np. 43251 → szukamy w liście słów; siedem rzutów = siedem słów. Nie zapisujemy wyniku na slajdzie.")
    r.add("cms_ids",
          f"CMS: tekst o przetargu ma post ID {secrets.randbelow(90000) + 10000}, wersja {secrets.randbelow(900) + 100}, slug przetarg-{rnd(LOWER + DIGITS, 6)}",
          f"WordPress attachment IDs {secrets.randbelow(90000) + 10000} and {secrets.randbelow(90000) + 10000}; the preview link is ?p={secrets.randbelow(90000) + 10000}&preview=true",
          f"wp post revision diff: {secrets.randbelow(90000) + 10000} vs {secrets.randbelow(90000) + 10000}, both by m.kowalczyk")
    r.add("cloud_file_ids",
          f"Nextcloud: fileid {digits(7, lead=True)}, etag {hexs(32)}, folder /Przetarg/2024",
          f"Dropbox rev {rnd(HEX, 9)}0{rnd(HEX, 5)}, content_hash {hexs(64)}",
          f"Nextcloud activity: file {digits(6, lead=True)} moved by tkrol, version {1_700_000_000 + secrets.randbelow(60_000_000)}")
    r.add("podcast_episode_ids",
          f"Odcinek {secrets.randbelow(80) + 1} podcastu: GUID {uid()}, plik ep{digits(3)}_{rnd(HEX, 8)}.mp3",
          f"Public RSS of the podcast: https://feeds.redakcja.example/posygnaturze.rss, episode guid {uid()}",
          f"Apple Podcasts id{digits(10, lead=True)}, Spotify show {rnd(ALNUM, 22)}")
    r.add("secret_reference",
          "Hasło do kontenera VeraCrypt jest w KeePassXC, wpis 'archiwum-2023'; nie przepisywać go nigdzie.",
          "The SecureDrop passphrase and 2FA are on the airgapped laptop only; Tomek has the backup in the safe.",
          "PIN do Signala zmieniony po kradzieży telefonu, nowy zna tylko Marta. Kody zapasowe Protona w kopercie u redaktora naczelnego.")
    r.add("password_policy",
          "Zasady redakcji: hasła min. 14 znaków, 2FA wszędzie, Signal z blokadą rejestracji, kontenery VeraCrypt z PIM > 485.",
          "SecureDrop passphrases are 7 diceware words; source codenames too. Never retype either into a chat.",
          "BLIK kody są jednorazowe i ważne 2 minuty, więc nie ma sensu ich zapisywać; PIN do aplikacji zostaje w głowie.")
    r.add("court_fees_payments",
          f"Opłata sądowa od pozwu: {secrets.randbelow(900) + 100} zł, tytuł przelewu: \"{sygn()} opłata\", konto sądu {iban('PL', digits(24))}",
          f"Court fee receipt no. {digits(4)}/{pick('2024', '2023')}/KP, transaction {digits(12, lead=True)}")
    r.add("registry_mix",
          f"Karta spółki: KRS {krs()}, NIP {nip()}, REGON {regon()}, kapitał {secrets.randbelow(900) + 5} 000 zł",
          f"Beneficial owner register (CRBR) entry {uid()} for NIP {nip(False)}",
          f"Fundacja: KRS {krs()}, REGON {regon()}, konto {iban('PL', digits(24))}")
    return r


def main() -> None:
    write_corpora("make_heldout48.py", [
        ("heldout48_credentials.yaml", credentials(), "batch 48 (Warsaw investigative journalist, PL/EN notes), written blind; every value synthetic"),
        ("heldout48_lookalikes.yaml", lookalikes(), "batch 48 look-alikes: case signatures, registry numbers, PGP fingerprints, onions, hashes, tracking numbers, written blind"),
    ])


if __name__ == "__main__":
    main()
