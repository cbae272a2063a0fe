# ruff: noqa: E501
"""Writes heldout95_credentials.yaml and heldout95_lookalikes.yaml: held-out batch 95.

Persona: a freelance photographer in Utrecht (weddings, portraits, some product work) who
keeps notes in Dutch with English mixed in. The notes hold Adobe/Lightroom logins, client
gallery passwords for SmugMug and Pixieset, the camera's Wi-Fi/FTP transfer settings, the
Synology NAS and WordPress admins, Mollie and Stripe keys for the print shop, DigiD and
ING/Rabobank logins, the studio alarm, key-box and car-share codes; and next to them the
business paperwork: KvK and btw numbers, invoice IBANs, order and gallery numbers, EXIF dumps,
serial numbers, shutter counts and PostNL tracking codes.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WOORDEN = [
    "fiets", "gracht", "molen", "tulp", "regen", "sluis", "brug", "domtoren", "wolk", "lens",
    "sluiter", "zoom", "kanaal", "dijk", "polder", "zonlicht", "schaduw", "kade", "boot",
    "hagel", "lantaarn", "kers", "vlinder", "bruid", "taart", "confetti", "spiegel", "statief",
]
PLEKKEN = ["Domtoren", "Oudegracht", "Lombok", "Wittevrouwen", "Maliebaan", "Griftpark", "Zuilen", "Neude"]
KLANTEN = ["Jansen", "de Vries", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos", "Vos", "Peters", "Hendriks"]
VOORNAMEN = ["Femke", "Ruud", "Sanne", "Daan", "Lotte", "Bram", "Noor", "Thijs", "Eva", "Joris", "Iris", "Milan"]


def ww() -> str:
    """A password this photographer picks, or one the manager generated."""
    return pick(
        f"{pick(*PLEKKEN)}{pick('!', '#', '@', '_')}{digits(4, lead=True)}",
        f"{pick(*WOORDEN).capitalize()}-{pick(*WOORDEN)}-{digits(2)}{pick('!', '?', '*')}",
        pw(),
        rnd(ALNUM + "!@#$%", 14),
    )


def galerij_ww() -> str:
    """A gallery password handed to a client: short, readable."""
    return pick(
        f"{pick(*KLANTEN).replace(' ', '').lower()}{digits(4)}",
        f"{pick(*WOORDEN)}{pick(*WOORDEN)}{digits(2)}",
        rnd(LOWER + DIGITS, 8),
        f"{pick(*VOORNAMEN)}&{pick(*VOORNAMEN)}{digits(4, lead=True)}",
    )


def klant() -> str:
    return f"{pick(*VOORNAMEN)} {pick(*KLANTEN)}"


def stripe_key(prefix: str) -> str:
    return f"{prefix}_51{rnd(ALNUM, 24)}{rnd(ALNUM, 73)}"


def mollie(prefix: str, n: int = 30) -> str:
    return f"{prefix}_{rnd(ALNUM, n)}"


def nl_iban() -> str:
    return iban("NL", pick("INGB", "RABO", "KNAB", "BUNQ", "TRIO") + digits(10))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def backup8() -> str:
    return f"{digits(4)} {digits(4)}"


def telefoon() -> str:
    return f"06-{digits(8, lead=True)}"


def postcode() -> str:
    return f"35{digits(2)} {rnd(UPPER, 2)}"


def kenteken() -> str:
    return pick(
        f"{rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 1)}",
        f"{rnd(UPPER, 1)}-{digits(3)}-{rnd(UPPER, 2)}",
        f"{digits(1, lead=True)}-{rnd(UPPER, 3)}-{digits(2)}",
    )


def tracking() -> str:
    return f"3S{rnd(UPPER, 4)}{digits(9, lead=True)}"


def img(ext: str = "CR3") -> str:
    return f"{pick('IMG_', '_MG_', 'DSC0', 'R5A_')}{digits(4, lead=True)}.{ext}"


def kvk() -> str:
    return digits(8, lead=True)


def btw() -> str:
    return f"NL{digits(9, lead=True)}B{pick('01', '02')}"


def credentials() -> Rows:
    r = Rows()

    a = ww()
    r.add(
        "adobe_id_password",
        f"Adobe ID (voor het Photography plan, Lightroom + PS): hallo@studiolicht.example / {ww()}",
        f"nieuw wachtwoord adobe account na die rare phishing mail, ONTHOUDEN: {a}",
        f"Lightroom CC login op de laptop van Sanne (2nd shooter bruiloft zaterdag)\nuser: studio@studiolicht.example\nww: {ww()}\nna afloop uitloggen!!",
    )
    r.add(
        "adobe_backup_codes",
        "Adobe 2-staps backup codes (printje ligt ook in de la bij de printer):\n" + "\n".join(digits(8) for _ in range(6)),
        f"adobe noodcode gebruikt vandaag, deze nog ongebruikt: {digits(8)} en {digits(8)}",
    )

    p1, p2 = galerij_ww(), galerij_ww()
    r.add(
        "smugmug_gallery_password",
        f"SmugMug galerij bruiloft {pick(*KLANTEN)}, wachtwoord voor het bruidspaar: {p1} (ook naar de ceremoniemeester gestuurd)",
        f"bericht aan klant (copy paste):\n\"Hoi {pick(*VOORNAMEN)}! Jullie galerij staat online 🎉\nhttps://studiolicht.smugmug.example/Bruiloften/2024/{pick(*VOORNAMEN)}-{pick(*VOORNAMEN)}\nWachtwoord: {p2}\nVeel kijkplezier, liefs\"",
        f"smugmug pw fam. {pick(*KLANTEN)} (kerstshoot) = {galerij_ww()}",
    )
    r.add(
        "smugmug_account_password",
        f"smugmug zelf (mijn account, Pro plan): studiolicht / {ww()}",
        f"SmugMug login gewijzigd ivm nieuwe 2FA, nieuw ww {ww()} — oude werkt niet meer",
    )
    r.add(
        "smugmug_api_key_secret",
        f"SmugMug API voor de Lightroom publish service\nkey: {rnd(ALNUM, 32)}\nsecret: {rnd(ALNUM, 64)}",
        f"smugmug oauth app 'LR-export'  api key {rnd(ALNUM, 32)}  api secret {rnd(ALNUM, 64)}",
    )
    r.add(
        "pixieset_gallery_password",
        f"Pixieset - newborn shoot {klant()}: collectie wachtwoord {galerij_ww()}",
        f"pixieset galerij 'Zakelijke portretten Acme BV' → pw {galerij_ww()}, alleen HR mag erin",
        f"Voor {pick(*VOORNAMEN)}: de foto's staan op pixieset, je moet even het wachtwoord invullen: {galerij_ww()}",
        f"gallery password (client wanted something easy to remember lol): {pick(*WOORDEN)}{digits(3)}",
    )
    r.add(
        "pixieset_download_pin",
        f"download PIN pixieset bruiloft {pick(*KLANTEN)}: {digits(4)}",
        f"Pixieset: galerij is open, maar downloaden alleen met pin {digits(4)} (die heeft alleen de bruid)",
        f"pin voor hi-res download = {digits(4)}\n(web-size kan iedereen downloaden)",
    )
    r.add(
        "pixieset_account_password",
        f"pixieset inlog: studiolicht@studiolicht.example  —  {ww()}",
        f"Pixieset account ww (store + galleries) {ww()}",
    )

    r.add(
        "gdrive_shared_link_password",
        f"Drive map met selectie voor Acme campagne, link is beveiligd, wachtwoord {galerij_ww()} — doorgeven aan Mark van marketing",
        f"Google Drive link voor de drukker (beveiligd via Sharelock): https://sharelock.example/d/{rnd(ALNUM, 10)}\npw: {rnd(ALNUM, 12)}",
        f"gedeelde map 'Trouwreportage RAW backup' - link wachtwoord: {ww()}",
    )

    r.add(
        "camera_wifi_password",
        f"R5 wifi (Camera Connect op telefoon)\nSSID: EOSR5-{rnd(UPPER + DIGITS, 4)}_Canon0A\nkey: {rnd(ALNUM, 8)}",
        f"wachtwoord camera-hotspot R6 tweede body: {rnd(LOWER + DIGITS, 8)} (staat ook op stickertje onder klepje)",
        f"Sony a7IV wifi direct: DIRECT-{rnd(ALNUM, 4)}:ILCE-7M4  password {rnd(ALNUM, 8)}",
    )
    f1 = rnd(ALNUM, 12)
    r.add(
        "camera_ftp_password",
        f"FTP instellingen R5 -> laptop (FileZilla server), voor tethering op locatie:\nserver 192.168.4.20 poort 21\nuser r5upload\npass {f1}\npassive mode AAN",
        f"ftp transfer WFT naar de NAS: ftp://r5cam:{ww()}@nas.studio.internal:2121/incoming",
        f"camera FTP pw (r6 body 2) = {rnd(ALNUM, 10)}, user is cam2",
    )

    r.add(
        "synology_admin_password",
        f"Synology DS920+ admin (niet 'admin' maar 'beheer'): {ww()}",
        f"NAS login\nhttps://nas.studio.internal:5001\nbeheer\n{ww()}",
        f"ds920 wachtwoord veranderd na DSM update -> {ww()}  (oude weggooien uit notitie)",
    )
    r.add(
        "synology_emergency_code",
        f"synology 2FA noodcode: {rnd(UPPER + DIGITS, 10)} (bewaar goed, eenmalig)",
        f"Synology OTP backup codes:\n{rnd(UPPER + DIGITS, 10)}\n{rnd(UPPER + DIGITS, 10)}\n{rnd(UPPER + DIGITS, 10)}",
        f"nas noodcode nr 4 -> {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "hyper_backup_encryption_passphrase",
        f"Hyper Backup naar Backblaze is versleuteld!! zonder dit wachtwoord zijn ALLE backups weg:\n{phrase(WOORDEN, 6, '-')}",
        f"client-side encryptie hyper backup taak 'Foto-archief': {ww()}",
        f"encryption password hyper backup (USB schijf bij mama): {phrase(WOORDEN, 4, ' ')} {digits(4)}",
    )
    b2id = "005" + hexs(22)
    r.add(
        "backblaze_application_key",
        f"Backblaze B2 (hyper backup)\nkeyID: {b2id}\napplicationKey: K005{rnd(ALNUM + '+/', 27)}",
        f"b2 app key voor rclone: K005{rnd(ALNUM, 27)} (keyID {'005' + hexs(22)})",
    )

    r.add(
        "wordpress_admin_password",
        f"website wp-admin: https://studiolicht.example/wp-admin  gebruiker: annemiek  ww: {ww()}",
        f"WordPress admin na hack-poging veranderd: {ww()}",
        f"wp login voor Jeroen (webbouwer) tijdelijk: jeroen-tmp / {ww()} — na 1 maart verwijderen",
    )
    r.add(
        "wordpress_application_password",
        f"WP application password voor de Lightroom 'WP/LR Sync' plugin: {groups(rnd(ALNUM, 24), 4)}",
        f"app wachtwoord wordpress (naam: lightroom-publish)\n{groups(rnd(ALNUM, 24), 4)}",
        f"curl --user \"annemiek:{groups(rnd(ALNUM, 24), 4)}\" https://studiolicht.example/wp-json/wp/v2/media",
    )
    r.add(
        "wp_config_db_password",
        f"uit wp-config.php (voor als hosting weer moeilijk doet):\ndefine( 'DB_NAME', 'studiolicht_wp' );\ndefine( 'DB_USER', 'studiolicht_wp' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^&*', 20)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"database wachtwoord wordpress: {rnd(ALNUM, 16)} (user studiolicht_wp)",
    )
    r.add(
        "wordpress_login_cookie",
        f"cookie van de wp sessie voor de webbouwer (zodat ie niet hoeft in te loggen, niet delen!):\nwordpress_logged_in_{hexs(32)}=annemiek%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
        f"wordpress_sec_{hexs(32)}=annemiek%7C{epoch()}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}",
    )
    r.add(
        "mysql_connection_string",
        f"staging db (Jeroen): mysql://wp_staging:{rnd(ALNUM, 16)}@db.studiolicht.test:3306/wp_staging",
        f"backup script webshop: DATABASE_URL=mysql://shop:{ww()}@mysql.hosting.example/shop_prod",
    )
    r.add(
        "hosting_sftp_password",
        f"SFTP hosting (voor thema uploaden)\nhost: sftp.hosting.example\nuser: studiol\npw: {ww()}\npoort 22",
        f"cPanel login hostingpartij: studiol / {ww()}",
        f"lftp -u studiol,{rnd(ALNUM, 14)} sftp://sftp.hosting.example  <- werkt vanaf de NAS",
    )
    r.add(
        "webhost_ssh_private_key",
        "ssh key voor de webserver (id_ed25519, van Jeroen gekregen):\n" + openssh_private(),
        "privé sleutel NAS -> hosting rsync\n" + openssh_private(),
    )
    r.add(
        "cloudflare_api_token",
        f"Cloudflare token (DNS edit, studiolicht.example): {rnd(URLSAFE, 40)}",
        f"cf api token voor cache purge plugin -> {rnd(URLSAFE, 40)}",
    )
    r.add(
        "smtp_password",
        f"WP Mail SMTP instellingen:\nhost smtp.mailhost.example\npoort 587 TLS\nuser no-reply@studiolicht.example\nwachtwoord {ww()}",
        f"smtp ww voor de contactformulier mails: {ww()}",
    )

    r.add(
        "mollie_live_api_key",
        f"Mollie live key webshop (prints & vouchers): {mollie('live')}",
        f"in WooCommerce > Mollie > Live API key plakken:\n{mollie('live')}",
        f"MOLLIE_API_KEY={mollie('live')}",
    )
    r.add(
        "mollie_test_api_key",
        f"mollie test key voor Jeroen zijn staging: {mollie('test')}",
        f"Test API key (Mollie dashboard -> Developers): {mollie('test')}",
        f"mollie\n  testmodus: {mollie('test')}\n  live: zie bitwarden",
    )
    r.add(
        "mollie_access_token",
        f"Mollie organisatie access token (voor de boekhoud-koppeling): {mollie('access', 40)}",
        f"curl -H \"Authorization: Bearer {mollie('access', 40)}\" https://api.mollie.example/v2/settlements",
    )
    r.add(
        "stripe_secret_key",
        f"Stripe secret key (voor de workshops-betaalpagina): {stripe_key('sk_live')}",
        f"STRIPE_SECRET_KEY={stripe_key('sk_live')}",
        f"stripe sk (test): {stripe_key('sk_test')}",
    )
    r.add(
        "stripe_restricted_key",
        f"beperkte stripe key alleen lezen voor moneybird koppeling: {stripe_key('rk_live')}",
        f"restricted key 'zapier-bookings' -> {stripe_key('rk_live')}",
    )
    r.add(
        "stripe_webhook_secret",
        f"Stripe webhook signing secret (endpoint /wp-json/workshops/stripe): whsec_{rnd(ALNUM, 32)}",
        f"webhook geheim stripe: whsec_{rnd(ALNUM, 32)}",
        f"stripe listen --forward-to localhost:8080/webhook gaf: Ready! Your webhook signing secret is whsec_{rnd(ALNUM, 32)}",
    )

    r.add(
        "digid_password",
        f"DigiD: gebruikersnaam annemiekfoto, wachtwoord {ww()}",
        f"digid ww (voor btw aangifte + toeslagen) {ww()}",
        f"DigiD\n{ww()}\n(gebruikersnaam is het oude hotmail adres zonder @)",
    )
    r.add(
        "digid_app_pincode",
        f"pincode DigiD app: {digits(5)}",
        f"DigiD app op de nieuwe telefoon opnieuw geactiveerd, pin is nu {digits(5)}",
    )
    r.add(
        "ing_login_password",
        f"ING Mijn ING zakelijk: gebruikersnaam studiolicht01 ww {ww()}",
        f"ing inlog (privé) {ww()}",
        f"Mijn ING\nuser: annemiek.fotografie\npass: {ww()}",
    )
    r.add(
        "ing_app_pincode",
        f"ING app pincode = {digits(5)}",
        f"mobiel bankieren ING, 5 cijfers: {digits(5)} (niet hetzelfde als pinpas!)",
        f"ING zakelijk app code\n{digits(5)}",
    )
    r.add(
        "rabobank_pincode",
        f"Rabo scanner / pas pincode zakelijke rekening: {digits(4)}",
        f"rabobank app: pincode {digits(5)}, identificatiecode van de scanner {digits(4)}",
    )
    r.add(
        "debit_card_pin",
        f"pinpas ING zakelijk pin {digits(4)}",
        f"nieuwe pas binnen, pincode {digits(4)} — brief vernietigd",
        f"Rabo pinpas privé: {digits(4)}, ING zakelijk: {digits(4)}",
    )
    r.add(
        "credit_card_details",
        f"creditcard (voor Adobe + SmugMug abbo):\n{groups(luhn('5'), 4)}\ngeldig tot {card_expiry()}\nCVC {digits(3)}",
        f"visa zakelijk {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"kaart voor de Canon CPS renewal: {luhn('4')} {card_expiry()} {digits(3)}",
    )

    r.add(
        "studio_alarm_code",
        f"alarmcode studio (Verisure): {digits(4)}, daarna binnen 30 sec op OK",
        f"Studio alarm uitzetten: {digits(6)} + # \nbij vals alarm meldkamer bellen, wachtwoord bij meldkamer: '{pick(*WOORDEN)}'",
        f"voor Sanne (assistent): code van het alarm in de studio is {digits(4)}, deur eerst op slot doen voor je hem aanzet",
    )
    r.add(
        "key_box_code",
        f"sleutelkluisje naast de deur van de studio, code {digits(4)}",
        f"keybox bij de achteringang (voor de visagiste zaterdag): {digits(4)} — na de shoot veranderen",
        f"Sleutelkastje opslag Lombok → {digits(4)}",
    )
    r.add(
        "car_share_pin",
        f"MyWheels app pincode: {digits(4)}",
        f"deelauto (Greenwheels) pas-pin {digits(4)}, handig voor als de app het niet doet",
        f"pin deelauto-app {digits(4)}",
    )
    r.add(
        "bike_lock_combination",
        f"cijferslot bakfiets: {digits(4)}",
        f"combinatie van het kettingslot (statief-kar) {digits(3)}",
    )

    r.add(
        "home_wifi_password",
        f"wifi thuis\nnetwerk: Ziggo{digits(7)}\nwachtwoord: {rnd(ALNUM, 12)}",
        f"WiFi voor gasten thuis: {pick(*WOORDEN)}{pick(*WOORDEN)}{digits(3)}",
        f"ziggo modem wifi sleutel {rnd(LOWER + DIGITS, 10)}{rnd(UPPER, 2)}",
    )
    r.add(
        "studio_wifi_password",
        f"Studio wifi (voor klanten tijdens de shoot): SSID StudioLicht-Gast / {galerij_ww()}",
        f"studio netwerk WPA2 key: {rnd(ALNUM, 16)} (NIET aan klanten geven, daar is gastnetwerk voor)",
    )
    r.add(
        "gmail_app_password",
        f"Google app-wachtwoord voor Lightroom Classic mail-export: {app_password()}",
        f"app password gmail (thunderbird op imac) {app_password()}",
        f"Lightroom wil niet mailen met normaal ww -> app-specifiek wachtwoord gemaakt: {app_password().replace(' ', '')}",
    )
    r.add(
        "google_backup_codes",
        "Google back-upcodes studiolicht@gmail.example:\n" + "\n".join(backup8() for _ in range(5)),
        f"back-upcode google (nog over): {backup8()}",
    )
    r.add(
        "instagram_password",
        f"insta @studiolicht.utrecht ww: {ww()}",
        f"Instagram login voor de social media stagiair: studiolicht.utrecht / {ww()}",
        f"insta ww gewijzigd (was gehackt??) nu: {ww()}",
    )
    r.add(
        "instagram_backup_codes",
        "IG recovery codes\n" + "  ".join(backup8() for _ in range(5)),
        f"instagram 2fa backup code: {digits(8)}",
    )
    r.add(
        "apple_id_password",
        f"Apple ID (iCloud fotos, imac) annemiek@icloud.example: {ww()}",
        f"apple id ww na reset: {ww()}",
        f"iCloud\nannemiek@icloud.example\n{ww()}\n(+ herstelsleutel: {'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(7))})",
    )
    r.add(
        "bitwarden_master_password",
        f"Bitwarden hoofdwachtwoord (NOOIT vergeten): {phrase(WOORDEN, 5, ' ')} {digits(2)}",
        f"master password bitwarden\n{phrase(WOORDEN, 4, '-')}-{digits(3)}",
    )
    r.add(
        "client_zip_password",
        f"zip met RAW's voor {klant()} is versleuteld, wachtwoord: {rnd(ALNUM, 10)}",
        f"7z a -p{rnd(ALNUM, 12)} -mhe=on bruiloft_{pick(*KLANTEN).replace(' ', '')}_RAW.7z ./selectie",
        f"ww voor de zip van de productfoto's Acme: {rnd(ALNUM + '!#', 12)} (apart mailen, niet in dezelfde mail als de link)",
    )
    r.add(
        "wetransfer_password",
        f"WeTransfer Pro account: hallo@studiolicht.example pw {ww()}",
        f"wetransfer naar het magazine met wachtwoord beveiligd: {galerij_ww()} — wachtwoord apart appen naar de redactie",
    )
    r.add(
        "totp_seed",
        f"Mollie dashboard 2FA geheime sleutel (als telefoon kwijt is): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Synology:beheer?secret={totp_seed()}&issuer=Synology",
        f"2FA secret wordpress (Wordfence), handmatig invoeren in authenticator:\n{totp_seed()}",
    )
    r.add(
        "moneybird_api_token",
        f"Moneybird API token (voor de Zapier koppeling Pixieset orders -> facturen): {hexs(64)}",
        f"moneybird personal token {hexs(64)}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key nieuwsbrief: {hexs(32)}-us21",
        f"mailchimp key voor het WP formulier -> {hexs(32)}-us{pick('6', '14', '21')}",
    )
    r.add(
        "flickr_api_secret",
        f"Flickr API (oude portfolio sync)\nKey: {hexs(32)}\nSecret: {hexs(16)}",
        f"flickr app secret {hexs(16)} (key {hexs(32)})",
    )
    r.add(
        "rclone_google_client_secret",
        f"rclone remote gdrive:\n[gdrive]\ntype = drive\nclient_id = {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.example\nclient_secret = GOCSPX-{rnd(URLSAFE, 28)}\nscope = drive",
        f"google oauth client secret voor rclone op de NAS: GOCSPX-{rnd(URLSAFE, 28)}",
    )
    r.add(
        "phone_unlock_pin",
        f"pincode werktelefoon: {digits(6)}",
        f"code van de oude iPhone (die als tweede camera/monitor dient): {digits(6)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK zakelijke simkaart: {digits(8)}",
        f"sim pin {digits(4)} / puk {digits(8)}",
    )
    r.add(
        "postnl_account_password",
        f"Mijn PostNL zakelijk (verzendlabels prints): studiolicht / {ww()}",
        f"postnl login voor de labels {ww()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    k = kvk()
    r.add(
        "kvk_number",
        f"KvK-nummer Studio Licht: {k}",
        f"voor het inschrijfformulier fotobeurs: kvk {kvk()}, vestigingsnummer {digits(12)}",
        f"footer website aanpassen -> KvK {k} | btw {btw()}",
    )
    r.add(
        "btw_id_number",
        f"btw-id (op facturen zetten, NIET het omzetbelastingnummer): {btw()}",
        f"BTW nummer Acme Events BV voor de verleggingsfactuur: {btw()}",
        f"VAT number (EU client Belgium invoice): mine is {btw()}",
    )
    r.add(
        "invoice_iban",
        f"IBAN op de factuur: {nl_iban()} t.n.v. Studio Licht",
        f"Betaalgegevens (factuursjabloon):\nIBAN {iban('NL', 'INGB' + digits(10))}\nBIC INGBNL2A\nt.n.v. A. de Wit h.o.d.n. Studio Licht",
        f"klant vroeg rekeningnummer → {iban('NL', 'RABO' + digits(10), spaced=False)}",
    )
    r.add(
        "invoice_number",
        f"factuur {pick('2024', '2025')}-{digits(3)} aan {klant()} nog niet betaald, herinnering sturen",
        f"creditnota CN-{digits(4)} bij factuur F{digits(5)} (dubbele betaling)",
        f"moneybird factuurnummer {pick('2024', '2025')}/{digits(4)} — bruiloft {pick(*KLANTEN)}, aanbetaling 30%",
    )
    r.add(
        "gallery_order_number",
        f"Pixieset bestelling #{digits(6, lead=True)}: 3x 30x45 canvas, afdrukken bij het lab",
        f"order {digits(7, lead=True)} (smugmug print) kwam beschadigd aan, reclamatie gedaan",
        f"Bestelnr. PS-{digits(6)} / galerij-id {rnd(LOWER + DIGITS, 10)} -> album bestellen",
    )
    r.add(
        "image_file_names",
        f"favorieten van de bruid: {img()}, {img()}, {img()} en {img()}",
        f"retouche nodig: {img('CR3')} (pukkeltje), {img('CR3')} (achtergrond), {img('ARW')}",
        f"cover voor het album = {img()}\nback = {img()}\nexport als {img('jpg').replace('.jpg', '_edit.jpg')}",
    )
    r.add(
        "camera_serial_number",
        f"serienummer R5: {digits(12)} (voor verzekering)",
        f"Canon R6 body 2 S/N {digits(12)}, gekocht bij Kamera Express {pick('maart', 'juni', 'okt')} 2023",
        f"Sony A7IV serial {digits(7, lead=True)} -> verkocht aan Bram",
    )
    r.add(
        "lens_model_code",
        "lenzen in de tas: RF24-70mm F2.8 L IS USM, RF85mm F1.2 L USM, EF100mm f/2.8L Macro IS USM (met adapter EF-EOS R)",
        f"RF70-200mm F2.8 L IS USM serienr {digits(10)} — filter 77mm, zonnekap ET-83F",
        "wishlist: RF 50mm F1.2 L USM / Sigma 35mm F1.4 DG DN | Art (model 012) / SEL85F18",
    )
    r.add(
        "shutter_count",
        f"shutter count R5: {digits(6, lead=True)} (checked met ShutterCount app), nominale levensduur 500k",
        f"sluitertelling R6 bij verkoop: {digits(5, lead=True)} acties",
        f"5D IV actuations {digits(6, lead=True)} - sluiter vervangen kost ong. €350",
    )
    r.add(
        "exif_data",
        f"EXIF van de winnende foto (wedstrijd vraagt dat):\nCamera: Canon EOS R5\nLens: RF85mm F1.2 L USM\nf/1.4  1/{pick('250', '500', '1000')}s  ISO {pick('100', '400', '800')}\nDateTimeOriginal: 2024:0{secrets.randbelow(9) + 1}:1{secrets.randbelow(9)} 1{secrets.randbelow(9)}:{secrets.randbelow(60):02d}:{secrets.randbelow(60):02d}\nImageUniqueID: {hexs(32)}",
        f"exiftool zegt: Serial Number {digits(12)}, Lens Serial {digits(10)}, Shutter Count {digits(5, lead=True)}, GPS 52.09{digits(2)} N 5.12{digits(2)} E",
        f"xmp:DocumentID=xmp.did:{uid()}  (Lightroom export, origineel {img()})",
    )
    r.add(
        "postnl_tracking_number",
        f"prints naar {klant()} verstuurd, track & trace {tracking()}",
        f"PostNL zending {tracking()} (album) – postcode ontvanger {postcode()}",
        f"retourzending lens naar Canon service: {tracking()}",
    )
    r.add(
        "public_gallery_link",
        f"publieke portfolio galerij (geen ww): https://studiolicht.pixieset.example/portfolio-{pick('bruiloften', 'portretten', 'zakelijk')}/",
        f"link voor op insta (open): https://studiolicht.smugmug.example/Portfolio/n-{rnd(ALNUM, 6)}/i-{rnd(ALNUM, 7)}",
        f"sneak peek link bruiloft {pick(*KLANTEN)} (zonder wachtwoord, alleen 15 foto's): https://gallery.studiolicht.example/sneak-{rnd(LOWER + DIGITS, 6)}",
    )
    r.add(
        "mollie_profile_id",
        f"Mollie website profiel: pfl_{rnd(ALNUM, 10)} (studiolicht.example)",
        f"profileId voor de workshops-site is pfl_{rnd(ALNUM, 10)}, niet de webshop",
        f"mollie onboarding vraagt om website-profiel pfl_{rnd(ALNUM, 10)} te verifiëren (KvK uittreksel uploaden)",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key (mag in de frontend): {stripe_key('pk_live')}",
        f"data-key in de checkout knop = {stripe_key('pk_test')}",
        f"STRIPE_PUBLISHABLE_KEY={stripe_key('pk_live')}  (de secret staat in het .env op de server, niet hier)",
    )
    r.add(
        "gallery_password_changed_note",
        f"{klant()} heeft zelf het galerijwachtwoord aangepast op pixieset, ik weet het nieuwe niet — als ze het kwijt zijn gewoon resetten",
        "smugmug: bruidspaar wilde ander wachtwoord, hebben ze via de mail doorgegeven en ik heb het ingesteld. mail daarna verwijderd.",
        f"galerij {pick(*KLANTEN)} wachtwoord verlopen op {secrets.randbelow(28) + 1} {pick('mei', 'juni', 'sept')}; op verzoek van de klant NIET verlengd",
    )
    r.add(
        "password_policy_note",
        "Synology wachtwoordbeleid: min. 12 tekens, hoofdletter + cijfer + speciaal teken, elke 180 dagen wijzigen",
        "DigiD wil minimaal 8 tekens met een cijfer en een symbool. Mijn oude was te kort.",
        "wordpress: sterke wachtwoorden verplicht via Wordfence, ook voor de stagiair",
    )
    r.add(
        "password_manager_reference",
        "ING zakelijk wachtwoord staat in Bitwarden onder 'Bank / ING zakelijk'",
        "alle klantgalerij-wachtwoorden → Bitwarden map 'Galerijen 2024', niet meer in deze notities zetten",
        "NAS admin: zie Bitwarden item 'DS920 beheer' (+ de noodcodes in de brandkast)",
    )
    r.add(
        "env_var_reference",
        "webshop .env heeft MOLLIE_API_KEY en STRIPE_SECRET_KEY nodig — waarden staan in Bitwarden, Jeroen vraagt ernaar",
        "in wp-config: define('MOLLIE_KEY', getenv('MOLLIE_API_KEY')); zodat de key niet in git komt",
        "rclone config wachtwoord via RCLONE_CONFIG_PASS env var, die staat in de Synology taakplanner (niet hier)",
    )
    r.add(
        "mollie_payment_ids",
        f"betaling tr_{rnd(ALNUM, 10)} (canvas {pick(*KLANTEN)}) staat op 'open', klant zegt wel betaald",
        f"Mollie refund re_{rnd(ALNUM, 10)} voor order ord_{rnd(ALNUM, 6)}",
        f"klant cst_{rnd(ALNUM, 10)} heeft mandaat mdt_{rnd(ALNUM, 10)} (termijnbetaling album)",
    )
    r.add(
        "stripe_object_ids",
        f"workshop boeking: PaymentIntent pi_{rnd(ALNUM, 24)}, customer cus_{rnd(ALNUM, 14)}",
        f"chargeback op ch_{rnd(ALNUM, 24)} — bewijs (mails + contract) uploaden voor {secrets.randbelow(20) + 1} feb",
        f"Stripe account id acct_{rnd(ALNUM, 16)}, price voor de lightroom workshop price_{rnd(ALNUM, 24)}",
    )
    r.add(
        "wordpress_plugin_versions",
        f"na update: WordPress 6.{secrets.randbelow(7)}.{secrets.randbelow(4)}, WooCommerce 8.{secrets.randbelow(9)}.1, Mollie Payments for WooCommerce 7.{secrets.randbelow(9)}.0, Wordfence 7.11.{secrets.randbelow(9)}",
        "PHP 8.2 op de hosting, thema 'Kadence' 1.1.51 child theme — niet updaten voor de backup!",
        f"Lightroom Classic 13.{secrets.randbelow(5)}, Photoshop 25.{secrets.randbelow(9)}, Capture One 23 (alleen voor tethering)",
    )
    r.add(
        "nas_hardware_info",
        f"Synology DS920+ S/N {digits(4)}{rnd(UPPER, 3)}{digits(6)}, DSM 7.2.1-69057 Update {secrets.randbelow(5) + 1}, MAC {mac(upper=True)}",
        f"schijven NAS: 4x IronWolf 8TB (ST8000VN004), serials ZA1{rnd(UPPER + DIGITS, 5)} / ZA1{rnd(UPPER + DIGITS, 5)} / ZA1{rnd(UPPER + DIGITS, 5)} / ZA1{rnd(UPPER + DIGITS, 5)}",
    )
    r.add(
        "camera_mac_address",
        f"DHCP reservering camera's: R5 {mac()} -> 192.168.4.21, R6 {mac()} -> 192.168.4.22",
        f"MAC van de WFT-E9 zender: {mac('-', upper=True)}",
        f"NAS LAN1 {mac(upper=True)} LAN2 {mac(upper=True)}",
    )
    r.add(
        "lightroom_catalog_path",
        "catalogus 2024 staat op D:\\Lightroom\\2024\\Studio-Licht-2024.lrcat, previews op de SSD (Studio-Licht-2024 Previews.lrdata)",
        f"LR catalog id {uid()} — bij 'catalog is already in use' het .lock bestand weggooien",
    )
    r.add(
        "preset_names",
        "presets die ik het meest gebruik: 'SL_Bruiloft_Warm_v3.xmp', 'SL_Portret_Matte_02', 'Film_Portra400_emu' — export naar de 2e laptop",
        f"camera profiel: 'Canon EOS R5 ColorChecker {hexs(6).upper()}.dcp' (gemaakt met X-Rite Passport)",
    )
    r.add(
        "export_checksum",
        f"sha256 van de zip die naar {klant()} is gegaan (voor als ze zeggen dat hij corrupt is):\n{hexs(64)}  bruiloft_selectie.zip",
        f"md5 RAW backup check: {hexs(32)} = {hexs(32)}?? nee, opnieuw kopiëren",
        f"rsync --checksum klaar, sha1 manifest: {hexs(40)}",
    )
    r.add(
        "website_git_commit",
        f"thema-wijziging van Jeroen teruggedraaid naar commit {hexs(40)[:7]} (voor de fonts-update)",
        f"git revert {hexs(40)} — portfolio grid brak op mobiel",
        f"staging deploy ok, tag v2.{secrets.randbelow(9)}.{secrets.randbelow(9)} = {hexs(40)}",
    )
    r.add(
        "google_drive_file_link",
        f"moodboard voor de shoot (view-only, iedereen met link): https://drive.google.example/drive/folders/{rnd(URLSAFE, 33)}",
        f"contract template: https://docs.google.example/document/d/{rnd(URLSAFE, 44)}/edit",
    )
    r.add(
        "local_network_addresses",
        "NAS = 192.168.4.10 (nas.studio.internal), printer 192.168.4.30, camera FTP range .21–.29",
        "QuickConnect id: studiolicht-nas; DSM op poort 5001, file station via https://nas.studio.internal:5001/",
        "router studio: 192.168.4.1, admin pagina alleen via kabel",
    )
    r.add(
        "client_phone_number",
        f"bruid {pick(*VOORNAMEN)}: {telefoon()}, ceremoniemeester: {telefoon()}",
        f"visagiste bellen: {telefoon()} (zaterdag vanaf 8:00)",
        f"contactpersoon Acme BV (bedrijfsportretten): {klant()}, +31 6 {digits(8, lead=True)}",
    )
    r.add(
        "studio_address_postcode",
        f"studio adres: Kanaalweg {secrets.randbelow(90) + 1}, {postcode()} Utrecht",
        f"locatie shoot: {pick(*PLEKKEN)}, verzamelen bij {postcode()} — parkeren in P+R Westraven",
    )
    r.add(
        "car_share_booking",
        f"deelauto gereserveerd za 8:00-23:00, kenteken {kenteken()}, reservering {digits(8, lead=True)}",
        f"MyWheels rit {digits(7, lead=True)}: tankpas gebruikt, bonnetje in app geüpload (auto {kenteken()})",
        f"Greenwheels boeking GW-{digits(6)} op Lombok, auto {kenteken()}",
    )
    r.add(
        "shop_discount_code",
        f"kortingscode voor de nieuwsbrief: KERST{digits(2)} (15% op prints, geldig t/m 31-12)",
        f"coupon voor bruidsparen die doorverwijzen: VRIEND-{rnd(UPPER + DIGITS, 5)}",
        f"actiecode op de flyer voor de Uitmarkt: UITMARKT{digits(2)} (10% op minishoots, iedereen mag hem gebruiken)",
    )
    r.add(
        "twofa_reset_note",
        "2FA van Mollie opnieuw ingesteld op de nieuwe telefoon, oude authenticator gewist",
        "Adobe: tweestapsverificatie staat op sms naar mijn 06, backup codes liggen in de brandkast",
        "synology otp gereset via de andere admin, moet nog nieuwe noodcodes printen",
    )
    r.add(
        "pin_changed_note",
        "pincode ING pas gewijzigd bij de automaat op de Neude",
        "DigiD app pin vergeten → opnieuw activeren met brief, duurt 3 werkdagen",
        "car-share app pin gereset, nieuwe zelf gekozen (4 cijfers, niet mijn geboortejaar)",
    )
    r.add(
        "alarm_code_reference",
        "alarmcode studio staat NIET meer hier, vragen aan mij of aan de verhuurder",
        f"Verisure klantnummer {digits(8, lead=True)}, storing gemeld, ticket {digits(7, lead=True)}",
        "alarm studio: code gewijzigd na vertrek van de stagiair (nieuwe code mondeling doorgegeven aan Sanne)",
    )
    r.add(
        "key_box_instructions",
        "sleutelkluisje zit links naast de regenpijp, achter de klimop. code stuur ik per app op de dag zelf",
        "keybox opslag: code is veranderd op 1 maart, vraag hem aan mij",
        "sleutelkastje: 4 cijfers, draaien tot het klikt, klepje naar beneden. sleutel na afloop terug en cijfers wegdraaien!",
    )
    r.add(
        "camera_wifi_ssid",
        f"R5 maakt eigen netwerk EOSR5-{rnd(UPPER + DIGITS, 4)}_Canon0A op kanaal {pick('1', '6', '11')}, telefoon moet daarop voor Camera Connect",
        "studio netwerk heet StudioLicht-5G, gasten op StudioLicht-Gast (wachtwoord hangt bij de koffie)",
    )
    r.add(
        "ssh_public_key",
        f"publieke sleutel NAS voor rsync naar de hosting (in authorized_keys zetten):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rsync@ds920",
        f"ssh-rsa {ssh_pub('ssh-rsa', 260)} annemiek@imac",
        f"Jeroen zijn public key toegevoegd aan de NAS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jeroen@laptop",
    )
    r.add(
        "ssh_host_fingerprint",
        f"host key van sftp.hosting.example: SHA256:{rnd(ALNUM + '+/', 43)} (ED25519) - klopt met wat Jeroen stuurde",
        f"fingerprint NAS: ECDSA SHA256:{rnd(ALNUM + '+/', 43)}",
    )
    r.add(
        "dns_records",
        f"DNS voor de nieuwe mail:\nTXT @ \"v=spf1 include:_spf.mailhost.example ~all\"\nTXT google-site-verification={rnd(URLSAFE, 43)}",
        f"DKIM record mailchimp: k1._domainkey CNAME dkim.mcsv.example\nen selector default._domainkey TXT \"v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA{b64(secrets.token_bytes(256))[:342]}IDAQAB\"",
    )
    r.add(
        "public_site_keys",
        f"Google Analytics meet-id: G-{rnd(UPPER + DIGITS, 10)} (in de header plugin)",
        f"reCAPTCHA site key voor contactformulier: 6L{rnd(URLSAFE, 38)}",
        f"Meta pixel id {digits(15, lead=True)}",
    )
    r.add(
        "print_product_ean",
        f"fotoboek Saal A4 liggend, artikelnr {digits(6)}, EAN {ean13('87')}",
        f"passe-partout 40x50 wit EAN {ean13('40')} — 10 stuks bestellen",
    )
    r.add(
        "shoot_booking_reference",
        f"boeking portretshoot via website #{digits(5, lead=True)}, {klant()}, 14:00 studio",
        f"bruiloft {pick(*KLANTEN)}: contractnr SL-{pick('2024', '2025')}-{digits(3)}, boeking bevestigd, aanbetaling ontvangen",
        f"Calendly event id {uid()} — dubbel geboekt, eentje annuleren",
    )
    r.add(
        "memory_card_serial",
        f"CFexpress kaart 2 (Sandisk 256GB) S/N {rnd(UPPER + DIGITS, 12)} geeft fouten, niet meer gebruiken",
        f"SD kaarten genummerd: #1 {digits(10)}  #2 {digits(10)}  #3 {digits(10)}",
        f"CFexpress lezer ProGrade firmware {secrets.randbelow(3) + 1}.0{secrets.randbelow(9)}, serienummer {rnd(UPPER + DIGITS, 14)}",
    )
    r.add(
        "tax_payment_reference",
        f"btw Q3 betalen: {nl_iban()} t.n.v. Belastingdienst, betalingskenmerk {groups(digits(16, lead=True), 4, '.')}",
        f"aanslag IB 2023 betalingskenmerk {digits(16, lead=True)}, aanslagnummer {digits(9, lead=True)}.H.{digits(2)}.01",
    )
    r.add(
        "camera_firmware_version",
        f"firmware R5 van 1.8.1 naar 1.9.0 (fix voor de FTP bug), R6 op 1.8.{secrets.randbelow(4)}",
        "WFT-E9 firmware 1.1.0 — pas updaten na het bruiloftseizoen",
    )
    r.add(
        "support_ticket_number",
        f"Synology support ticket #{digits(7, lead=True)} (schijf 3 degraded)",
        f"Canon service order {digits(10, lead=True)}, reparatie R5 sensor reinigen + kalibratie, klaar over 2 weken",
        f"Adobe case nummer ADB-{digits(8, lead=True)} — dubbele afschrijving abbo",
    )
    r.add(
        "insurance_policy_number",
        f"apparatuurverzekering (Hienfeld) polisnr {digits(9, lead=True)}, schadenummer {digits(8)}",
        f"aansprakelijkheid: polis {rnd(UPPER, 2)}{digits(8)}, verloopt 01-0{secrets.randbelow(9) + 1}-2026",
    )
    r.add(
        "film_batch_numbers",
        f"Portra 400 batch {digits(4)} {digits(3)} exp 2025-0{secrets.randbelow(9) + 1}, 5 rolletjes in de koelkast",
        f"ontwikkelen bij het lab: order L-{digits(6)}, rolletjes #{(n := secrets.randbelow(800) + 100)}–#{n + 4}",
    )
    r.add(
        "b2_bucket_info",
        f"B2 bucket studiolicht-archief, bucketId {hexs(24)}, endpoint s3.eu-central-003.backblazeb2.example",
        f"backup bucket id {hexs(24)} (Frankfurt)",
    )
    r.add(
        "api_key_rotation_note",
        "Mollie live key vervangen na vertrek Jeroen, oude ingetrokken op 12 jan. nieuwe staat in het .env (en bitwarden)",
        "Stripe: restricted key voor zapier verwijderd, gebruiken we niet meer",
        "cloudflare token verloopt 30-06, op tijd een nieuwe maken (alleen DNS edit rechten)",
    )
    r.add(
        "adobe_order_number",
        f"Adobe bestelnummer AD{digits(12)}, Photography plan 20GB, verlenging {secrets.randbelow(28) + 1} aug",
        f"adobe factuur nr {digits(10, lead=True)} → boekhouding (btw verlegd, Ierland)",
    )
    r.add(
        "lightroom_sync_info",
        f"LR sync fout: 'unable to sync {secrets.randbelow(900) + 100} photos', asset ids {hexs(32)} / {hexs(32)}",
        f"Lightroom versie 13.{secrets.randbelow(5)} (Camera Raw 16.{secrets.randbelow(5)}), build {digits(6)}",
    )
    r.add(
        "wifi_password_talk",
        "gasten-wifi wachtwoord hangt ingelijst bij het koffieapparaat, elke maand nieuw",
        "wifi studio: wachtwoord van de router veranderd, ook de printer en de NAS opnieuw verbinden!",
    )
    r.add(
        "card_last_digits",
        f"Adobe wordt afgeschreven van de Mastercard eindigend op {digits(4)}, SmugMug van de Visa ****{digits(4)}",
        f"terugbetaling Kamera Express op kaart •••• {digits(4)}, autorisatiecode {digits(6)}, transactie {digits(12)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout95.py", [
        ("heldout95_credentials.yaml", credentials(), "batch 95 (freelance photographer in Utrecht, Dutch/English notes), written blind; every value synthetic"),
        ("heldout95_lookalikes.yaml", lookalikes(), "batch 95 look-alikes: photographer's business ids, gallery/order numbers, EXIF, serials, public keys and talk about passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
