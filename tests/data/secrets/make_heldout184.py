# ruff: noqa: E501
"""Writes heldout184_credentials.yaml and heldout184_lookalikes.yaml: held-out batch 184.

Persona: a freelance translator (EN>FR) and part-time piano teacher in Montreal who writes
her notes in a mix of Canadian French and English. She asks the assistant to remember her
online banking at the caisse, the tax portal, the translation agencies' portals (XTRF,
Smartcat-like) and machine-translation API keys, the music school's booking system, her
password manager's master password and emergency kit, email app passwords, her building's
door code, her phone PIN and the Wi-Fi. Her look-alikes are invoice, job and PO numbers, a
masked SIN, client reference codes, ISBNs and ISMNs, flight booking references, postal
codes, Interac transfer reference numbers and talk about passwords without their values.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["érable", "piano", "neige", "castor", "sonate", "fugue", "tuque", "poutine", "bemol",
         "dièse", "harbor", "lantern", "velours", "canard", "pomme", "rivière", "clavier",
         "nocturne", "étude", "maple", "otter", "cobalt", "brume", "orage", "lilas", "métro"]
COMPOSERS = ["Chopin", "Debussy", "Satie", "Ravel", "Fauré", "Schumann", "Liszt", "Brahms"]
POSTAL_LETTERS = "ABCEGHJKLMNPRSTVWXYZ"


def mdp() -> str:
    """A password she made up herself, or one her manager generated."""
    return pick(
        f"{pick(*COMPOSERS)}{digits(4)}{pick('!', '#', '$', '?')}",
        f"{pick(*WORDS).capitalize()}_{pick(*WORDS)}{digits(2)}",
        pw(),
        rnd(ALNUM + "!@#$%&*", 18),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def passphrase(n: int = 5, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def postal() -> str:
    L = POSTAL_LETTERS
    return f"H{secrets.choice(DIGITS)}{secrets.choice(L)} {secrets.choice(DIGITS)}{secrets.choice(L)}{secrets.choice(DIGITS)}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def credentials() -> Rows:
    r = Rows()
    r.add("bank_login_password",
          f"AccèsD (caisse) — identifiant: carte 4540 …, mot de passe: {mdp()}",
          f"banque en ligne\nuser: {digits(8, True)}\npwd: {mdp()}\n(ne pas oublier la majuscule au début)",
          f"new bank password after the reset last week: {mdp()} — remember it pls, I keep forgetting",
          f"Caisse du Plateau online banking -> mdp {mdp()}",
          f"mon mot de passe pour la banque c'est {mdp()} (changé le 3 février)")
    r.add("bank_card_pin",
          f"NIP carte débit caisse: {pin()}",
          f"debit card PIN = {pin()}, credit card PIN = {pin()}",
          f"le NIP de la nouvelle carte Visa c'est {pin()}, l'ancien ne marche plus",
          f"PIN guichet (ATM) {pin()} — ne pas mélanger avec le code de porte",
          f"carte de crédit: nip {pin()}")
    r.add("bank_security_answer",
          f"Question de sécurité banque: « Nom de votre premier animal? » réponse: {rnd(ALNUM, 14)}",
          f"caisse security questions (I used random answers):\n1. ville natale -> {passphrase(2, ' ')}\n2. premier prof de piano -> {rnd(ALNUM, 12)}",
          f"réponse à la question secrète AccèsD: {rnd(LOWER + DIGITS, 16)}",
          f"security answer for bank phone line (\"mother's maiden name\"): {passphrase(3, '')}",
          f"Q: école primaire? R: {rnd(ALNUM, 10)} — c'est faux exprès, c'est généré")
    r.add("tax_portal_password",
          f"Mon dossier (impôt fédéral) user id: {pick('traductrice', 'mlaroche', 'pianomtl')}{digits(2)} / pw {mdp()}",
          f"CRA-ish My Account login\nusername: {rnd(LOWER, 8)}{digits(3)}\npassword: {mdp()}",
          f"portail impôts Québec — mot de passe: {mdp()}",
          f"tax portal pwd changed for 2025 season: {mdp()} (old one was {mdp()})",
          f"pour les acomptes provisionnels: connexion {rnd(LOWER, 6)}.{rnd(LOWER, 5)} mdp={mdp()}")
    r.add("xtrf_portal_password",
          f"XTRF vendor portal (agence Lingua Acme) https://lingua.acme.example/vendors\nlogin: {rnd(LOWER, 6)}@courriel.example\npassword: {mdp()}",
          f"portail fournisseurs XTRF de TradExpress — mdp {mdp()}",
          f"xtrf pw for the Toronto agency: {mdp()}",
          f"agency portal (XTRF) creds -> {rnd(LOWER, 7)} / {mdp()}",
          f"Remember: XTRF login at polyglot.acme.test is my email + {mdp()}")
    r.add("xtrf_api_token",
          f"XTRF API token for my invoicing script: {rnd(URLSAFE, 40)}",
          f"curl -H 'X-AUTH-ACCESS-TOKEN: {rnd(ALNUM, 44)}' https://lingua.acme.example/home-api/vendors/jobs",
          f"token d'accès API XTRF (agence Montréal): {rnd(ALNUM, 32)}",
          f"xtrf:\n  base_url: https://xtrf.acme.internal/home-api\n  access_token: {rnd(URLSAFE, 48)}",
          f"jeton API XTRF régénéré aujourd'hui = {rnd(URLSAFE, 40)}")
    r.add("smartcat_api_key",
          f"Smartcat API — account id {uid()}, API key {digits(2)}_{rnd(ALNUM, 27)}",
          f"clé API Smartcat: {digits(2)}_{rnd(ALNUM, 27)}",
          f"SMARTCAT_ACCOUNT_ID={uid()}\nSMARTCAT_API_KEY={digits(2)}_{rnd(ALNUM, 27)}",
          f"for the glossary sync: smartcat key = {digits(2)}_{rnd(ALNUM, 27)}",
          f"Smartcat: Basic auth = account id + API key\n  id: {uid()}\n  key: {digits(2)}_{rnd(ALNUM, 27)}")
    r.add("deepl_api_key",
          f"DeepL API key (free plan): {uid()}:fx",
          f"clé DeepL Pro pour le plugin Trados: {uid()}",
          f"export DEEPL_AUTH_KEY=\"{uid()}:fx\"",
          f"curl -X POST https://api-free.deepl.com/v2/translate -H \"Authorization: DeepL-Auth-Key {uid()}:fx\" -d text=Bonjour -d target_lang=EN",
          f"deepl key pour le compte de l'agence (pas le mien!) {uid()}")
    r.add("openai_api_key",
          f"OpenAI key for my terminology helper: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}",
          f"clé openai (projet « révisions ») {openai_project_key()}",
          f"the API key I made for the glossary script is {openai_project_key()} — don't share with the agency",
          f"nouvelle clé OpenAI (l'ancienne est révoquée): {openai_project_key()}")
    r.add("anthropic_api_key",
          f"Anthropic key: {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}",
          f"clé API Claude pour les traductions de sous-titres: {anthropic_key()}",
          f"{{\"provider\": \"anthropic\", \"api_key\": \"{anthropic_key()}\"}}",
          f"claude api key for the subtitle batch job -> {anthropic_key()}")
    r.add("password_manager_master_password",
          f"mot de passe maître Bitwarden: {passphrase(5)}",
          f"master password (1Password) -> {passphrase(4, ' ')} {digits(2)}",
          f"MASTER PW du gestionnaire de mots de passe: {passphrase(6, '.')}",
          f"if I forget: the vault master password is {passphrase(4, '-')}{pick('!', '#', '7')}",
          f"gestionnaire mdp — phrase de passe: « {passphrase(5, ' ')} »")
    r.add("password_manager_secret_key",
          f"1Password Emergency Kit\nemail: {rnd(LOWER, 8)}@courriel.example\nSecret Key: {onepassword_secret_key()}\nMaster password: {passphrase(4)}",
          f"clé secrète 1Password (kit d'urgence): {onepassword_secret_key()}",
          f"Secret Key {onepassword_secret_key()} — needed on every new device",
          f"kit d'urgence, copie: {onepassword_secret_key()} / mdp maître {passphrase(5, ' ')}",
          f"Emergency kit — Secret Key: {onepassword_secret_key()}\nSign-in address: famille.1password.example")
    r.add("email_app_password",
          f"Gmail app password for Thunderbird: {app_password()}",
          f"mot de passe d'application Gmail (téléphone) {app_password()}",
          f"app pw pour Outlook sur le portable = {app_password()}",
          f"IMAP imap.courriel.example user {rnd(LOWER, 7)}@courriel.example pass {app_password()}",
          f"mot de passe appli pour la boîte pro (factures@): {app_password().replace(' ', '')}")
    r.add("icloud_app_password",
          f"iCloud app-specific password (calendrier Thunderbird): {groups(rnd(LOWER, 16), 4, '-')}",
          f"mot de passe spécifique Apple pour Spark: {groups(rnd(LOWER, 16), 4, '-')}",
          f"apple id app pw -> {groups(rnd(LOWER, 16), 4, '-')}",
          f"CalDAV caldav.icloud.example / {rnd(LOWER, 6)}@icloud.example / {groups(rnd(LOWER, 16), 4, '-')}",
          f"mdp appli Apple pour le client courriel du Mac: {groups(rnd(LOWER, 16), 4, '-')}")
    r.add("building_door_code",
          f"code de la porte de l'immeuble: {pin(4)}#",
          f"door code at my building = *{pin(4)}",
          f"code porte d'entrée (rue Saint-Denis) {pin(5)} puis clé",
          f"Building entry code changed: now {pin(4)}, garage is {pin(6)}",
          f"pour les élèves qui viennent chez moi: code interphone {pin(4)}  — NE PAS donner le code du garage ({pin(4)})")
    r.add("phone_unlock_pin",
          f"code de déverrouillage du téléphone: {pin(6)}",
          f"iPhone passcode {pin(6)}",
          f"phone PIN = {pin(6)}; SIM PIN = {pin(4)}; PUK {pin(8)}",
          f"nouveau NIP du cell: {pin(6)} (l'ancien était trop facile)",
          f"tablette de partitions (iPad) unlock: {pin(4)}")
    r.add("voicemail_pin",
          f"boîte vocale: *86 puis NIP {pin(4)}",
          f"voicemail password {pin(6)}",
          f"NIP messagerie vocale (ligne du studio) {pin(5)}",
          f"vm pin for my cell: {pin(4)} (Fido-ish, dial *98)")
    r.add("wifi_password",
          f"Wi-Fi maison: réseau {pick('Bemol', 'Studio', 'Videotron')}-{rnd(UPPER + DIGITS, 4)}, mot de passe {mdp()}",
          f"wifi pw = {rnd(ALNUM, 16)}",
          f"WIFI:T:WPA;S:StudioPiano;P:{mdp()};;",
          f"wifi de l'école de musique (salle 3): {passphrase(3, '')}{digits(3)}",
          f"guest wifi for students -> SSID Piano-Invites / clé {rnd(LOWER + DIGITS, 12)}")
    r.add("music_school_booking_login",
          f"École de musique — système de réservation des salles\nidentifiant: prof{digits(3)}\nmdp: {mdp()}",
          f"booking system at the music school: {rnd(LOWER, 6)} / {mdp()}",
          f"réservations.ecolemusique.example — mon mot de passe: {mdp()}",
          f"school booking pw (reset by admin, temp): {rnd(ALNUM, 10)}",
          f"login pour réserver le Steinway: {rnd(LOWER, 5)}{digits(2)} pw {mdp()}")
    r.add("credit_card_details",
          f"Visa pro (pour les abonnements logiciels): {groups(luhn('4', 16), 4)} exp {card_expiry()} CVV {pin(3)}",
          f"carte de crédit: {luhn('5', 16)} — {card_expiry()} — code {pin(3)}",
          f"card for Smartcat subscription\nnumber {groups(luhn('45', 16), 4, '-')}\nexp {card_expiry()}\ncvc {pin(3)}",
          f"Mastercard de la caisse {groups(luhn('51', 16), 4)}, expire {card_expiry()}, CVC {pin(3)}",
          f"Amex perso {luhn('37', 15)} exp {card_expiry()} CID {pin(4)}")
    r.add("two_factor_backup_codes",
          f"codes de secours Google:\n{recovery_codes(5, 'digits')}",
          f"Backup codes for the Smartcat account:\n{recovery_codes(6, 'alnum')}",
          f"2FA recovery codes (Bitwarden): {rnd(UPPER + DIGITS, 32)}",
          f"GitHub (site web) recovery codes\n{recovery_codes(6, 'github')}",
          f"codes de récupération Proton: {' '.join(rnd(LOWER + DIGITS, 8) for _ in range(5))}")
    r.add("totp_seed",
          f"clé TOTP du portail d'impôts (si je perds le téléphone): {totp_seed()}",
          f"2FA setup key for XTRF: {totp_seed()}",
          f"otpauth://totp/Agence:{rnd(LOWER, 6)}?secret={rnd(BASE32, 32)}&issuer=LinguaAcme",
          f"seed authenticator banque: {rnd(BASE32, 16)}",
          f"clé 2FA Smartcat (texte, au lieu du QR): {totp_seed()}")
    r.add("interac_security_answer",
          f"Virement Interac à Mme Côté — question: « instrument? » réponse: {rnd(LOWER, 4)}{digits(4)}",
          f"Interac e-Transfer answer for the rent: {passphrase(2, '')}{digits(2)}",
          f"pour les élèves qui paient par virement: réponse à la question = {rnd(ALNUM, 10)}",
          f"e-transfer to the piano tuner, security answer {rnd(ALNUM, 8)}",
          f"virement à la chorale: question « compositeur préféré » / réponse {pick(*COMPOSERS).lower()}{digits(3)}")
    r.add("bitlocker_recovery_key",
          f"clé de récupération BitLocker (portable Lenovo): {bitlocker_key()}",
          f"BitLocker recovery key ID {hexs(8).upper()}\nRecovery key: {bitlocker_key()}",
          f"recovery key laptop -> {bitlocker_key()}",
          f"BitLocker — ordi de bureau\n{bitlocker_key()}")
    r.add("wordpress_admin_password",
          f"site web (traduction-piano.example) wp-admin: admin_{rnd(LOWER, 4)} / {mdp()}",
          f"WordPress admin pw: {rnd(ALNUM + '!@#$%^&*()', 24)}",
          f"mot de passe WordPress du site des cours de piano: {mdp()}",
          f"wp login for the studio site (user: {rnd(LOWER, 6)}) -> {mdp()}",
          f"wp-admin mot de passe généré: {rnd(ALNUM + '!@#$%^&*', 20)}")
    r.add("wp_config_db_password",
          f"define( 'DB_NAME', 'wp_{rnd(LOWER, 5)}' );\ndefine( 'DB_USER', 'wp_{rnd(LOWER, 5)}' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM, 20)}' );\ndefine( 'DB_HOST', 'localhost' );",
          f"mysql://wp_{rnd(LOWER, 4)}:{rnd(ALNUM, 18)}@db.hebergeur.example:3306/wp_studio",
          f"base de données du site: user wp_{rnd(LOWER, 6)} mdp {rnd(ALNUM, 16)}",
          f"hosting DB password (from cPanel): {rnd(ALNUM + '!#%', 16)}",
          f"DB_PASSWORD={rnd(ALNUM, 22)}  # .env du site de cours")
    r.add("sftp_hosting_password",
          f"sftp -P 2222 {rnd(LOWER, 6)}@ftp.hebergeur.example  pw: {mdp()}",
          f"FileZilla — hôte sftp.acme.example, user {rnd(LOWER, 7)}, mot de passe {mdp()}",
          f"cPanel login pour l'hébergement: {rnd(LOWER, 8)} / {mdp()}",
          f"hébergeur: compte client {digits(6)} mdp {mdp()}",
          f"agence: dépôt des fichiers sur sftp.lingua.acme.example, user vendor_{digits(4)}, pass {rnd(ALNUM, 14)}")
    r.add("stripe_secret_key",
          f"Stripe secret key (paiements des cours): sk_live_51{rnd(ALNUM, 96)}",
          f"STRIPE_SECRET_KEY=sk_live_51{rnd(ALNUM, 96)}",
          f"clé restreinte Stripe pour le formulaire d'inscription: rk_live_51{rnd(ALNUM, 96)}",
          f"webhook signing secret (Stripe) whsec_{rnd(ALNUM, 32)}",
          f"stripe test key (pour essayer le formulaire): sk_test_51{rnd(ALNUM, 96)}")
    r.add("router_admin_password",
          f"routeur — http://192.168.0.1 admin / {mdp()}",
          f"mot de passe admin du modem: {rnd(ALNUM, 12)}",
          f"router admin pw changed from the default to {mdp()}",
          f"borne Wi-Fi (Helix) interface admin: {rnd(ALNUM, 10)}",
          f"modem Vidéotron-ish: admin / {rnd(UPPER + DIGITS, 10)}")
    r.add("client_pdf_password",
          f"le PDF du contrat confidentiel (client pharma) s'ouvre avec: {rnd(ALNUM, 12)}",
          f"password for the encrypted ZIP from the law firm: {passphrase(3, '-')}{digits(2)}",
          f"mdp des fichiers sources agence Nordique (envoyé par texto): {rnd(ALNUM, 10)}",
          f"7z archive for the medical translation — pass {rnd(ALNUM + '#$', 14)}",
          f"PDF passwords\nprojet 2025-{digits(3)}: {rnd(ALNUM, 8)}\nprojet 2025-{digits(3)}: {rnd(ALNUM, 8)}")
    r.add("apple_id_password",
          f"Apple ID ({rnd(LOWER, 7)}@icloud.example) mdp: {mdp()}",
          f"identifiant Apple — mot de passe {mdp()}, code de l'appareil {pin(6)}",
          f"apple id pw {mdp()}",
          f"mot de passe Apple ID changé -> {mdp()}", f"AppleID: {rnd(LOWER, 6)}@courriel.example pw {mdp()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("invoice_number",
          f"Facture FAC-2025-{digits(4)} envoyée à Lingua Acme, 1 240,50 $ + taxes",
          f"invoice #{digits(5, True)} for the 3rd quarter piano lessons — paid by cheque",
          f"relancer la facture no {pick('T', 'P')}{digits(2)}-{digits(4)} (30 jours dépassés)",
          f"last invoice number used: {digits(4, True)}. Next one is +1.",
          f"INV-{rnd(UPPER + DIGITS, 8)} (Smartcat auto-generated) — 412.75 USD")
    r.add("purchase_order_number",
          f"PO {digits(6, True)} — à mettre sur la facture sinon ils ne paient pas",
          f"bon de commande PO-{digits(4)}-{rnd(UPPER, 2)}{digits(3)} pour la révision du manuel",
          f"the agency wants PO number {rnd(UPPER, 3)}{digits(7)} on every invoice",
          f"N° de commande client: BC{digits(8)}",
          f"PO#{digits(7, True)} — révision juridique, 2 300 mots", f"numéro de bon de commande agence Nordique: NRD-PO-{digits(5)}")
    r.add("xtrf_job_number",
          f"XTRF job {digits(4, True)}/{digits(2)} — deadline vendredi 17h HNE",
          f"projet XTRF 2025/{digits(4)}-{pick('TR', 'PR', 'RV')}: 4 800 mots EN>FR",
          f"job id {rnd(UPPER + DIGITS, 10)} dans le portail, statut: accepted",
          f"tâche {digits(6, True)} (révision) — le PM est Karine",
          f"quote Q-{digits(5)} accepted, becomes job J-{digits(5)}")
    r.add("sin_masked",
          f"NAS (SIN) indiqué sur le T4A: *** *** {digits(3)}",
          f"SIN on file with the agency shows as XXX-XXX-{digits(3)} — correct",
          f"my SIN ends in {digits(3)} (needed to check the slip)",
          f"numéro d'assurance sociale masqué: •••-•••-{digits(3)}",
          f"T4A de l'école de musique: NAS ***-***-{digits(3)}, montant 6 420 $")
    r.add("client_reference_code",
          f"réf. client: TRAD-{rnd(UPPER + DIGITS, 6)}",
          f"client code {rnd(UPPER, 3)}-{digits(4)} = cabinet juridique Lavoie",
          f"la compagnie d'assurance veut la référence {rnd(UPPER + DIGITS, 9)} dans l'objet du courriel",
          f"Client ref {digits(2)}{rnd(UPPER, 2)}{digits(5)} / your ref: {rnd(UPPER + DIGITS, 7)}",
          f"student account code PIANO-{digits(4)} (Léa, 9 ans)")
    r.add("isbn",
          f"ISBN of the book I'm translating: {ean13('978')}",
          f"livre traduit paru! ISBN {ean13('9782')}",
          f"méthode de piano pour débutants, ISBN {ean13('978')} — à commander pour les nouveaux élèves",
          f"référence biblio: ISBN-13 {ean13('9781')}",
          f"the publisher sent the ISBN for the French edition: {ean13('9782')}")
    r.add("ismn_sheet_music",
          f"partition Henle, ISMN {ean13('9790')}",
          f"sheet music to order for the recital: ISMN {ean13('9790')} (Debussy, Children's Corner)",
          f"ISMN {ean13('9790')} + ISMN {ean13('9790')} — livres d'exercices Czerny",
          f"Satie, Gymnopédies (Salabert) ISMN {ean13('9790')}")
    r.add("flight_booking_reference",
          f"vol YUL→CDG, réf. de réservation {rnd(UPPER, 6)}",
          f"booking ref {rnd(UPPER + DIGITS, 6)} — Air Acme, seat 23C",
          f"PNR {rnd(UPPER, 6)} / billet électronique {digits(13)}",
          f"code de réservation pour Vancouver (conférence de traduction): {rnd(UPPER + DIGITS, 6)}",
          f"Confirmation {rnd(UPPER, 6)} — YUL-YYZ aller-retour, congrès de l'OTTIAQ", f"réf. {rnd(UPPER + DIGITS, 6)} pour le vol du 12, bagage enregistré inclus")
    r.add("postal_code",
          f"adresse de facturation: 4520 rue {pick('Saint-Denis', 'Fabre', 'Boyer')}, Montréal QC {postal()}",
          f"new student lives near {postal()} — 10 min by bike",
          f"code postal de l'école de musique: {postal()}",
          f"ship the scores to {postal()} please",
          f"nouvelle adresse de l'agence: bureau 300, Montréal {postal()}")
    r.add("interac_reference_number",
          f"Virement Interac reçu de Mme Nguyen, no de référence CA{rnd(ALNUM, 10)}",
          f"Interac e-Transfer reference number: CA{rnd(ALNUM, 10)} — $180 lessons March",
          f"référence du virement envoyé au proprio: C{rnd(UPPER + DIGITS, 11)}",
          f"transfer ref {rnd(UPPER + DIGITS, 8)} — la banque demande ce numéro pour l'enquête",
          f"numéro de confirmation du virement: {digits(9, True)}")
    r.add("tracking_number",
          f"Postes Canada, colis (dictionnaires): {digits(16)}",
          f"tracking {digits(12, True)} — Purolator, livraison demain",
          f"suivi du colis: {rnd(UPPER, 2)}{digits(9)}CA",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (métronome neuf)",
          f"Canada Post tracking #{digits(16)} — livres de la maison d'édition")
    r.add("stripe_publishable_key",
          f"clé publiable Stripe (dans le formulaire du site, c'est public): pk_live_51{rnd(ALNUM, 96)}",
          f"data-key=\"pk_live_51{rnd(ALNUM, 96)}\" in the checkout button",
          f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 96)}",
          f"pk_live_51{rnd(ALNUM, 96)} — publishable, goes in the front-end, OK à partager avec le dev", f"Stripe.js init: Stripe('pk_live_51{rnd(ALNUM, 96)}')")
    r.add("ssh_public_key",
          f"clé publique à donner à l'hébergeur: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} traductrice@portable",
          f"authorized_keys line: ssh-rsa {ssh_pub('ssh-rsa', 270)} me@laptop",
          f"public key for the agency SFTP (they asked for the .pub): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
          f"ma clé publique (id_ed25519.pub): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} studio")
    r.add("pgp_fingerprint",
          f"empreinte de ma clé PGP (publique): {groups(hexs(40).upper(), 4)}",
          f"PGP fingerprint on my website for clients sending confidential docs: {groups(hexs(40).upper(), 4)}",
          f"key id 0x{hexs(16).upper()} — vérifier avec le client au téléphone",
          f"Proton: clé publique de l'agence, empreinte {hexs(40).upper()}")
    r.add("masked_card_number",
          f"abonnement Smartcat payé avec la Visa se terminant par {digits(4)}",
          f"card on file: **** **** **** {digits(4)} exp {card_expiry()}",
          f"Mastercard ···· {digits(4)} — c'est celle-là pour les dépenses d'entreprise",
          f"reçu: VISA XXXXXXXXXXXX{digits(4)} AUTH {digits(6)}",
          f"relevé: achat Smartcat, carte XXXX-XXXX-XXXX-{digits(4)}")
    r.add("bank_branch_transit",
          f"pour le dépôt direct de l'agence: institution 815, transit {digits(5, True)} (c'est la succursale, pas le compte)",
          f"transit number of my caisse: {digits(5, True)} — the agency asked, it's on every cheque",
          f"adresse de la caisse: transit {digits(5, True)}, 1200 av. du Mont-Royal",
          f"chèque spécimen: transit {digits(5, True)}, institution 815 — le numéro de compte est caché sur la copie")
    r.add("gst_qst_registration",
          f"TPS: {digits(9, True)} RT0001 / TVQ: {digits(10, True)} TQ0001 — à mettre sur toutes les factures",
          f"my GST/HST number for invoices: {digits(9, True)}RT0001",
          f"numéro d'entreprise (NEQ) {digits(10, True)}",
          f"QST registration {digits(10, True)}TQ{digits(4)}",
          f"mention obligatoire sur facture: TPS {digits(9, True)} RT 0001 — TVQ {digits(10, True)} TQ 0001")
    r.add("tax_confirmation_number",
          f"déclaration 2024 transmise, numéro de confirmation {rnd(UPPER + DIGITS, 8)}",
          f"NETFILE confirmation: {rnd(UPPER + DIGITS, 8)} — keep with the T2125",
          f"acompte provisionnel payé, confirmation no {digits(10, True)}",
          f"tax portal message ref {digits(6)}-{digits(4)} — réponse à la demande de documents",
          f"accusé de réception de Revenu Québec: {rnd(UPPER + DIGITS, 10)}")
    r.add("smartcat_project_url",
          f"projet: https://smartcat.example/projects/{uid()}/files — 3 fichiers à réviser",
          f"lien vers le document dans l'éditeur (il faut être connecté): https://tm.acme.example/editor/{uid()}?lang=fr-CA",
          f"Smartcat project id {uid()} (manuel d'utilisateur, 12k mots)",
          f"XTRF job link https://lingua.acme.example/vendors/#/jobs/{digits(5, True)}",
          f"doc partagé par le PM (accès sur invitation seulement): https://docs.acme.example/d/{uid()}/view")
    r.add("lesson_booking_reference",
          f"réservation salle 4 (Yamaha C3) — no {rnd(UPPER + DIGITS, 8)}, mardi 16h-18h",
          f"booking confirmation RES-{digits(6)} for the recital hall, June 14",
          f"cours d'essai réservé, référence {digits(4)}-{rnd(UPPER, 3)}",
          f"room booking id {uid()[:8]} cancelled — student sick",
          f"réservation #{digits(5, True)} annulée, crédit de 1 h au compte de Léa")
    r.add("wifi_network_name",
          f"réseau Wi-Fi de l'école: EcoleMusique-{rnd(UPPER + DIGITS, 4)} (le mot de passe est affiché à la réception)",
          f"my Wi-Fi SSID is Bemol-{rnd(UPPER + DIGITS, 4)}-5G — the password is on the sticker under the modem",
          "Wi-Fi des invités: pas de mot de passe, portail captif",
          f"BSSID {':'.join(hexs(2) for _ in range(6))} sur le canal 36 — c'est le routeur du salon",
          "Wi-Fi: le réseau a changé de nom, le mot de passe reste le même (voir gestionnaire)")
    r.add("secret_manager_reference",
          "le mot de passe de la caisse est dans Bitwarden, dossier « Finances », entrée « AccèsD »",
          "DEEPL_AUTH_KEY vient de l'env, ne jamais la coller dans le script",
          "api_key: ${{ secrets.OPENAI_API_KEY }}  # dans le workflow GitHub du site",
          "op://Personnel/Portail impots/password — lire avec `op read`, pas ici",
          "les codes de secours Google sont imprimés, dans l'enveloppe brune du classeur (tiroir du bas)",
          "1Password emergency kit printed and stored in the fireproof box — not copied anywhere digital")
    r.add("password_rotation_note",
          "rappel: l'agence force un nouveau mot de passe XTRF tous les 90 jours — prochain changement le 1er mars",
          "changed the bank password today, updated it in the manager, didn't write it anywhere else",
          "need to change the school booking password, the admin reset it to a temp one",
          "mot de passe du Wi-Fi changé après le départ de la coloc — dire aux élèves de demander à la porte",
          "remember to rotate the Stripe key once the new website goes live")
    r.add("password_policy",
          "portail d'impôts: 8 à 16 caractères, au moins 1 chiffre, pas de caractères accentués (!!)",
          "XTRF policy: min 12 chars, 1 symbol, can't reuse last 5 passwords",
          "the music school system only accepts passwords up to 20 characters, no spaces",
          "la caisse exige une question de sécurité + mot de passe de 8 caractères minimum",
          "Smartcat: mot de passe min 10 caractères, majuscule + chiffre; 2FA facultatif")
    r.add("security_settings_numbers",
          "PIN du téléphone: passé de 4 à 6 chiffres",
          "bank locks the account after 3 wrong password attempts — call 1-800 line to unlock",
          f"session timeout on the tax portal: {pick(15, 20, 30)} min",
          "2FA activé partout sauf l'école de musique (ils n'offrent pas)",
          f"Bitwarden KDF iterations set to {pick('600000', '650000')}, argon2 not yet")
    r.add("file_checksum",
          f"SHA-256 du fichier livré (manuel_FR.docx): {hexs(64)}",
          f"md5 of the TMX export {hexs(32)} — matches what the PM got",
          f"commit {hexs(40)} = version du site avant la refonte",
          f"checksum sha1 {hexs(40)} du PDF signé",
          f"sha256sum livraison_{digits(4)}.zip = {hexs(64)}")
    r.add("translation_memory_file",
          f"TM_EN-FR_{rnd(UPPER, 4)}_{hexs(8)}.tmx — mémoire du client pharma",
          f"glossaire_{digits(4)}_{rnd(LOWER + DIGITS, 10)}.xlsx",
          f"DeepL glossary id {uid()} (termes juridiques)",
          f"termbase tb-{hexs(12)} shared by the agency",
          f"projet Trados: {uid()}.sdlproj — TM partagée client_{digits(3)}")
    r.add("order_number",
          f"commande Amazon {digits(3, True)}-{digits(7)}-{digits(7)} — casque pour les cours en ligne",
          f"order #{digits(8, True)} from the sheet music store, arrives next week",
          f"numéro de commande Archambault {rnd(UPPER, 2)}{digits(8)}",
          f"accordeur de piano: bon de travail W{digits(6)}",
          f"commande #{rnd(UPPER, 2)}-{digits(6)} (banc de piano) — retour accepté")
    r.add("exam_registration_number",
          f"examen de piano de Léa: numéro de candidat {digits(7, True)}",
          f"Conservatory exam registration {rnd(UPPER, 2)}-{digits(6)}, session juin",
          f"inscription concours (élève Thomas): dossier {digits(5, True)}",
          f"numéro d'inscription examen (élève Noah): {digits(8, True)}, centre d'examen Outremont")
    r.add("oauth_client_id",
          f"Google client ID for the booking plugin (public): {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
          f"client_id={uid()} — application Calendly-like, pas secret",
          f"Zoom app client ID {rnd(ALNUM, 22)} (le secret est dans le gestionnaire)",
          f"OAuth client id pour le plugin calendrier: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com (public, visible dans la page)", f"Azure app (client) ID {uid()}, tenant ID {uid()}")
    r.add("device_imei",
          f"IMEI du cell (pour l'assurance): {luhn('35', 15)}",
          f"laptop serial {rnd(UPPER + DIGITS, 10)} — warranty until 2027",
          f"numéro de série du piano numérique: {rnd(UPPER, 2)}{digits(8)}",
          f"IMEI 2 (eSIM): {luhn('35', 15)} — l'opérateur l'a demandé")
    r.add("video_meeting_id",
          f"cours en ligne du jeudi: ID de réunion {digits(3, True)} {digits(4)} {digits(4)} (le code est envoyé par l'école)",
          f"Teams meeting ID {digits(3, True)} {digits(3)} {digits(3)} {digits(3)} with the agency PMs",
          f"webinaire de l'école (récital en ligne): ID {digits(3, True)}-{digits(3)}-{digits(3)}, inscription obligatoire sur le site",
          f"Zoom meeting ID: {digits(3, True)} {digits(4)} {digits(4)} — le code d'accès sera envoyé aux parents par l'école")
    return r


def main() -> None:
    write_corpora("make_heldout184.py", [
        ("heldout184_credentials.yaml", credentials(),
         "Held-out batch 184: a Montreal translator and piano teacher's notes that hold a bank, tax-portal, agency, API, door, phone or Wi-Fi secret"),
        ("heldout184_lookalikes.yaml", lookalikes(),
         "Held-out batch 184: the same persona's notes with invoice, job, booking, tracking and reference numbers, public keys and password talk, none a secret"),
    ])


if __name__ == "__main__":
    main()
