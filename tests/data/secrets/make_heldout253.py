# ruff: noqa: E501
"""Writes heldout253_credentials.yaml and heldout253_lookalikes.yaml: held-out batch 253.

Persona: a freelance translator in Montreal who writes in a mix of Canadian English and
French. She asks the assistant to remember her Proz.com login, the memoQ server password, a
DeepL API key, the Google Cloud Translation service account key, her Trados account, her
1Password Secret Key and master password, the bank's Interac security answer, the building
door code, the PayPal login and a client's SFTP password. Her look-alikes are job and PO
numbers, invoice numbers, GST/QST registration numbers, notes on the DeepL free-tier key
format, glossary ids, TM file hashes, ISBNs, client reference codes, Interac reference
numbers and postal codes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import hashlib
import json
import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    app_password,
    aws_key_id,
    aws_secret,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    luhn,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "érable", "castor", "tuque", "poutine", "fleuve", "brume", "hiver", "verglas",
    "lanterne", "plateau", "ruelle", "citron", "orignal", "glace", "sirop", "balcon",
    "maple", "harbour", "otter", "lantern", "cobalt", "willow", "ferry", "chinook",
    "marmotte", "huard", "bouleau", "tempête", "rivière", "pigeon", "galerie", "escalier",
]
POSTAL_FIRST = "ABCEGHJKLMNPRSTVXY"
POSTAL_OTHER = "ABCEGHJKLMNPRSTVWXYZ"


def deepl_key(free: bool = True) -> str:
    """A DeepL API authentication key: a UUID, with `:fx` on a free-tier key."""
    return uid() + (":fx" if free else "")


def passphrase(n: int = 4) -> str:
    sep = pick("-", " ", ".", "_")
    return phrase(WORDS, n, sep) + pick("", str(secrets.randbelow(90) + 10), "!")


def door_code() -> str:
    return digits(pick(4, 5, 6))


def security_answer() -> str:
    return pick(
        f"{secrets.choice(WORDS)}{secrets.randbelow(9000) + 1000}",
        f"{secrets.choice(WORDS)}-{secrets.choice(WORDS)}",
        rnd(LOWER + DIGITS, 10),
    )


def gcp_key_json(project: str, account: str) -> str:
    key = pem("PRIVATE KEY", 6) + "\n"
    return json.dumps({
        "type": "service_account",
        "project_id": project,
        "private_key_id": hexs(40),
        "private_key": key,
        "client_email": f"{account}@{project}.iam.gserviceaccount.com",
        "client_id": digits(21, lead=True),
        "token_uri": "https://oauth2.googleapis.com/token",
    }, indent=2, ensure_ascii=False)


def stripe_secret() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_publishable() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def github_pat() -> str:
    return pick("ghp_" + rnd(ALNUM, 36), f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}")


def totp_seed() -> str:
    return rnd(BASE32, 32)


def postal_code() -> str:
    return (
        f"H{secrets.randbelow(10)}{secrets.choice(POSTAL_OTHER)} "
        f"{secrets.randbelow(10)}{secrets.choice(POSTAL_OTHER)}{secrets.randbelow(10)}"
    )


def postal_code_qc() -> str:
    first = pick("H", "J", "G")
    return f"{first}{secrets.randbelow(10)}{secrets.choice(POSTAL_OTHER)} {secrets.randbelow(10)}{secrets.choice(POSTAL_OTHER)}{secrets.randbelow(10)}"


def business_number() -> str:
    return digits(9, lead=True)


def isbn13() -> str:
    return ean13(pick("9782", "9781"))


def isbn_hyphen(isbn: str) -> str:
    return f"{isbn[:3]}-{isbn[3]}-{isbn[4:8]}-{isbn[8:12]}-{isbn[12]}"


def interac_ref() -> str:
    return "CA" + rnd(UPPER + LOWER + DIGITS, pick(6, 8, 10))


def credentials() -> Rows:
    r = Rows()

    p1, p2, p3, p4, p5 = pw(), pw(), pw(), pw(), pw()
    r.add(
        "proz_login_password",
        f"Proz.com login: sophie.tremblay.trad@courriel.example / {p1}",
        f"proz mdp (changé en janvier) : {p2}",
        f"Remember my ProZ password please, it's {p3} — username stremblay_fr_en",
        f"ProZ.com\n  user: traductions.st\n  pass: {p4}\n  2FA: off (à activer!)",
        f"nouveau mot de passe proz = {p5} , l'ancien ne marche plus",
    )

    r.add(
        "memoq_server_password",
        f"memoQ server memoq.acme.internal:2705 — compte sophie.t, mot de passe {pw()}",
        f"Agence Lumière memoQ server login: user ext_tremblay pass {pw()}",
        f"memoq srv pwd: {pw()} (Luc le chef de projet me l'a envoyé par texto)",
        f"Pour le serveur memoQ de Traductions Acme (memoq.acme.example) : identifiant = stremblay, mdp = {pw()}",
        f"memoQ web (memoqweb.acme.test) — login freelancer42 / {pw()} — expires end of the project",
    )

    r.add(
        "deepl_api_key",
        f"DeepL API key (free): {deepl_key()}",
        f"DEEPL_AUTH_KEY={deepl_key(False)}",
        f"ma clé DeepL Pro : {deepl_key(False)} — ne pas la partager avec l'agence",
        f"curl -X POST https://api-free.deepl.com/v2/translate -H 'Authorization: DeepL-Auth-Key {deepl_key()}' -d 'text=Bonjour' -d 'target_lang=EN'",
        f"deepl key for the memoQ plugin {deepl_key()}",
        f"Clé API DeepL (compte pro, facturée à l'usage)\n{deepl_key(False)}",
    )

    r.add(
        "gcp_service_account_key",
        "Google Cloud Translation service account, keep this JSON:\n" + gcp_key_json("trad-st-" + digits(6), "translate-api"),
        "clé du compte de service GCP pour l'API Translation :\n" + gcp_key_json("tremblay-traduction", "mt-plugin"),
        f"GCP SA private key (trad-mtl project), private_key_id {hexs(40)}:\n{pem('PRIVATE KEY', 5)}",
        "service-account.json pour Trados MT plugin:\n" + gcp_key_json("st-translation-" + digits(4), "trados-mt"),
    )

    r.add(
        "trados_account_password",
        f"RWS / Trados account: sophie.tremblay@courriel.example — {pw()}",
        f"Trados Studio licence login, mdp: {pw()}",
        f"mot de passe compte RWS (Trados) -> {pw()}",
        f"Trados Cloud (agence Acme) user s.tremblay pwd {pw()}",
        f"trados pw {pw()} !! pas le même que proz",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key: {onepassword_secret_key()}",
        f"ma Secret Key 1Password (Emergency Kit perdu): {onepassword_secret_key()}",
        f"1P secret key {onepassword_secret_key()} — account my.1password.ca, email sophie.t@courriel.example",
        f"Clé secrète 1Password\n{onepassword_secret_key()}\n(à recopier sur la nouvelle machine)",
        f"1password: secret key = {onepassword_secret_key()}, master pw = {passphrase(5)}",
    )

    r.add(
        "onepassword_master_password",
        f"1Password master password: {passphrase(5)}",
        f"mot de passe maître 1Password : « {passphrase(4)} »",
        f"1P master pw (new, since the laptop got stolen): {passphrase(5)}",
        f"Remember: 1Password unlock = {passphrase(4)}",
        f"mdp maître du coffre 1Password -> {passphrase(6)}",
    )

    r.add(
        "interac_security_answer",
        f"Interac e-Transfer to Agence Lumière: question « ville natale de ma grand-mère ? » réponse : {security_answer()}",
        f"Virement Interac pour le loyer, réponse de sécurité = {security_answer()}",
        f"Interac security answer for client payments: {security_answer()}",
        f"e-transfer pw (answer) for Marc's invoice: {security_answer()}",
        f"Desjardins Interac – question: couleur du chat? réponse: {security_answer()}",
    )

    r.add(
        "building_door_code",
        f"Code de la porte de l'immeuble : {door_code()}#",
        f"building door code {door_code()} (Rue Saint-Denis, entrée côté ruelle)",
        f"Door code for the coworking on Saint-Laurent: *{door_code()}",
        f"code d'entrée du bloc : {door_code()} puis la clé",
        f"Garage door keypad: {door_code()} — nouveau depuis le 1er",
    )

    r.add(
        "paypal_login",
        f"PayPal: sophie.tremblay.trad@courriel.example / {pw()}",
        f"paypal mdp {pw()}",
        f"Compte PayPal (les clients européens paient là-dessus)\nemail: facturation@st-traduction.example\nmot de passe: {pw()}",
        f"PayPal login pass is {pw()} — changed after the phishing mail",
        f"paypal business acct pwd: {pw()}",
    )

    r.add(
        "client_sftp_password",
        f"SFTP du client Acme Pharma : sftp://st_freelance@files.acme-pharma.example:22 mdp {pw()}",
        f"sftp -P 2222 trad_ext@transfer.acme.internal  (password: {pw()})",
        f"Client SFTP (Maison d'édition Boréal): host sftp.boreal.test, user tremblay, pw {pw()}",
        f"FileZilla: Hôte = sftp.lumiere.example  Identifiant = ext-st  Mot de passe = {pw()}  Port = 22",
        f"sftp://translator:{pw()}@drop.acme.example/incoming/FR-CA",
        f"new SFTP pw from the legal client -> {pw()} (old one expired)",
    )

    r.add(
        "bank_card_pin",
        f"NIP carte Desjardins : {digits(4)}",
        f"PIN for the business Visa debit: {digits(4)}",
        f"nip de la carte de crédit (avances de fonds) = {digits(5)}",
        f"Bank card PIN {digits(4)}, don't tell Marc",
    )

    r.add(
        "online_banking_password",
        f"AccèsD — numéro d'usager {digits(10)}, mot de passe {pw()}",
        f"banque en ligne Banque Nationale: identifiant st.tremblay / {pw()}",
        f"Online banking (TD business) password: {pw()}",
        f"mdp AccèsD Affaires : {pw()}",
        f"RBC online banking client card {luhn('4519', 16)} password {pw()}",
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password for Thunderbird: {app_password()}",
        f"mot de passe d'application Google (pour Outlook) : {app_password()}",
        f"App password — memoQ email notifications: {app_password().replace(' ', '')}",
        f"google app pw for the invoice script {app_password()}",
        f"Mot de passe d'appli Gmail pour le téléphone : {app_password()}",
    )

    r.add(
        "wifi_password",
        f"Wi-Fi maison: réseau Videotron-{rnd(UPPER + DIGITS, 4)}, mot de passe {rnd(ALNUM, 12)}",
        f"WiFi at the coworking: SSID CoLab-Mtl, pass {passphrase(3)}",
        f"wifi du chalet (Laurentides) : {pw()}",
        f"Bell Giga hub wifi key: {rnd(HEX, 10)}",
        f"WIFI:T:WPA;S:StudioST;P:{pw()};;",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key for the terminology script: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"clé OpenAI (projet glossaire) : {openai_project_key()}",
        f"openai: {openai_project_key()}  <- pour le plugin memoQ AGT",
    )

    r.add(
        "anthropic_api_key",
        f"Claude API key for the QA checks: {anthropic_key()}",
        f"ANTHROPIC_API_KEY={anthropic_key()}",
        f"ma clé Anthropic → {anthropic_key()}",
        f"Claude key (projet révision auto) - {anthropic_key()}",
    )

    r.add(
        "ssh_private_key",
        f"clé SSH pour le SFTP du client (clé privée, pas de passphrase) :\n{openssh_private()}",
        f"Private key for drop.acme.example, save it:\n{openssh_private()}",
        f"id_ed25519 (portable) :\n{openssh_private()}",
    )

    r.add(
        "email_account_password",
        f"Courriel pro (IMAP mail.st-traduction.example) : sophie@st-traduction.example / {pw()}",
        f"email password for info@st-traduction.example is {pw()}",
        f"Webmail OVH mdp : {pw()}",
        f"SMTP: smtp.st-traduction.example:587 user sophie pass {pw()}",
    )

    r.add(
        "smartcat_api_key",
        f"Smartcat API — account id {uid()}, API key {rnd(ALNUM, 40)}",
        f"clé API Smartcat : {rnd(ALNUM, 40)} (compte {uid()})",
        f"SMARTCAT_API_KEY={rnd(ALNUM, 40)}",
        f"smartcat api: id {uid()} / clé {rnd(ALNUM, 40)} (agence Acme)",
    )

    r.add(
        "phrase_tms_password",
        f"Phrase TMS (ex-Memsource) linguist login: st_fr_ca / {pw()}",
        f"Memsource API token for the agency project: {rnd(ALNUM, 50)}",
        f"phrase tms mdp {pw()} — fournisseur Lumière",
        f"Phrase TMS: curl -H 'Authorization: ApiToken {rnd(ALNUM, 50)}' https://cloud.memsource.com/web/api2/v1/projects",
    )

    r.add(
        "stripe_secret_key",
        f"Stripe secret key for the website invoices: {stripe_secret()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
        f"clé secrète Stripe (live) : {stripe_secret()}",
        f"Stripe restricted key (read-only payouts): rk_live_51{rnd(ALNUM, 97)}",
    )

    r.add(
        "credit_card_details",
        f"Carte Visa affaires : {groups(luhn('4530'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"Mastercard for the Trados subscription: {groups(luhn('5191'), 4)}, {card_expiry()}, code {digits(3)}",
        f"visa {luhn('4724')} {card_expiry()} cvc {digits(3)} (pour les abonnements logiciels)",
        f"Amex perso {luhn('37', 15)} exp {card_expiry()} CID {digits(4)}",
    )

    r.add(
        "two_factor_recovery_codes",
        f"Codes de récupération Google (compte pro) :\n{recovery_codes(8, 'digits')}",
        f"ProZ 2FA backup codes:\n{recovery_codes(6, 'plain')}",
        f"GitHub recovery codes (terminology repo):\n{recovery_codes(8, 'github')}",
        f"1Password 2FA backup: {recovery_codes(5, 'digits')}",
    )

    r.add(
        "totp_seed",
        f"Clé TOTP pour ProZ (si je perds le téléphone) : {groups(totp_seed(), 4)}",
        f"otpauth://totp/PayPal:sophie.tremblay?secret={totp_seed()}&issuer=PayPal",
        f"2FA setup key for the RWS account: {totp_seed()}",
        f"Authenticator seed – AccèsD Affaires : {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "dropbox_access_token",
        f"Dropbox token for the client delivery script: sl.{rnd(URLSAFE, 135)}",
        f"DROPBOX_TOKEN=sl.{rnd(URLSAFE, 135)}",
        f"jeton Dropbox (app « Livraisons ») : sl.{rnd(URLSAFE, 135)}",
    )

    r.add(
        "github_token",
        f"GitHub token for pushing the glossary repo: {github_pat()}",
        f"git remote set-url origin https://stremblay:{github_pat()}@github.com/stremblay/glossaires.git",
        f"jeton GitHub (expire en mars) : {github_pat()}",
    )

    r.add(
        "aws_access_keys",
        f"S3 backup of TMs — access key {aws_key_id()} secret {aws_secret()}",
        f"[default]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = ca-central-1",
        f"clés AWS pour la sauvegarde : AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()}",
    )

    r.add(
        "database_connection_string",
        f"Client terminology DB: postgresql://term_ro:{rnd(ALNUM, 18)}@db.acme.internal:5432/termbase",
        f"chaîne de connexion MySQL du site WordPress : mysql://wp_st:{pw()}@localhost/st_traduction",
        f"DATABASE_URL=postgres://sophie:{rnd(ALNUM, 20)}@pg.st-traduction.test:5432/factures",
        f"Server=sql.acme.example;Database=TermBase;User Id=freelance_st;Password={pw()};",
    )

    r.add(
        "voicemail_pin",
        f"NIP boîte vocale Fizz : {digits(4)}",
        f"voicemail PIN (cell) {digits(6)}",
        f"messagerie vocale du bureau — code {digits(4)}",
        f"Voicemail password for the landline: {digits(5)} (Bell)",
    )

    r.add(
        "government_portal_password",
        f"Mon dossier ARC (CRA My Business Account) — user STremblayTrad, mot de passe {pw()}",
        f"clicSÉQUR Revenu Québec : identifiant st_traduction, mdp {pw()}",
        f"CRA My Account password: {pw()} — security q answer {security_answer()}",
        f"Mon dossier Revenu Québec, mot de passe = {pw()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"Clé de récupération BitLocker (portable Lenovo) : {bitlocker_key()}",
        f"BitLocker recovery key for the work laptop: {bitlocker_key()}",
        f"bitlocker key, disque externe des TM : {bitlocker_key()}",
    )

    r.add(
        "router_admin_password",
        f"Routeur Vidéotron Helix admin : http://10.0.0.1  admin / {pw()}",
        f"router admin pw {rnd(ALNUM, 12)}",
        f"mdp admin du routeur (changé, plus celui de l'étiquette) : {pw()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the newsletter (traduction tips): {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"clé SendGrid du site : {sendgrid_key()}",
    )

    r.add(
        "wordpress_admin_password",
        f"WordPress st-traduction.example/wp-admin — admin / {pw()}",
        f"mdp WP admin site perso : {pw()}",
        f"wp-admin login: sophie_admin pass {pw()} (hébergeur: hostpapa)",
    )

    r.add(
        "ata_ottiaq_portal_password",
        f"OTTIAQ portail membre — no membre {digits(5)}, mot de passe {pw()}",
        f"ATA member login (atanet) pwd: {pw()}",
        f"mot de passe portail OTTIAQ (formation continue) = {pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "job_number",
        f"Job #{digits(6, lead=True)} from Agence Lumière: 4 200 words, FR→EN, due Friday",
        f"Projet n° LUM-{digits(4)}-{digits(3)} – manuel d'utilisateur, livraison le 15",
        f"memoQ job ID {rnd(UPPER + DIGITS, 8)} — révision seulement",
        f"Acme job {digits(2)}-{rnd(UPPER + DIGITS, 6)} is on hold until the client confirms the glossary",
        f"Phrase TMS job {rnd(ALNUM, 22)} assigned to me, deadline 17h HNE",
    )

    r.add(
        "purchase_order_number",
        f"PO number for the Acme Pharma job: PO-{digits(8, lead=True)}",
        f"Bon de commande n° BC{digits(7)} — à indiquer sur la facture sinon ils ne paient pas",
        f"PO {digits(10, lead=True)} (SAP) — client wants it in the invoice header",
        f"no de BC de l'Université : {digits(2)}{rnd(UPPER, 2)}{digits(6)}",
        f"Acme purchase order 4500{digits(6)} covers jobs 2 through 5",
    )

    r.add(
        "invoice_number",
        f"Facture ST-{digits(4)}-{digits(3)} envoyée à Lumière, payable 30 jours",
        f"Invoice INV-2025-{digits(4)} still unpaid (60 days now)",
        f"facture no {digits(5, lead=True)} — relancer le client lundi",
        f"Invoice #{digits(4, lead=True)} paid via PayPal, transaction {rnd(UPPER + DIGITS, 17)}",
        f"Credit note NC-{digits(4)} cancels invoice ST-{digits(4)}-{digits(3)}",
    )

    r.add(
        "gst_qst_number",
        f"Mes numéros de taxes : TPS {business_number()} RT0001, TVQ {digits(10, lead=True)} TQ0001",
        f"GST/HST registration: {business_number()}RT0001 (put it on every invoice)",
        f"QST no. {digits(10, lead=True)}TQ0001 — inscrite depuis 2019",
        f"Client's GST number for the reverse-charge note: {business_number()} RT 0001",
        f"NEQ de l'entreprise : {digits(10, lead=True)}",
    )

    r.add(
        "deepl_key_format_note",
        "DeepL free API keys end with :fx and go to api-free.deepl.com; Pro keys have no suffix. No key in this note, just the format.",
        "Rappel : si la clé DeepL finit par « :fx », c'est le plan gratuit (500 000 caractères/mois). Pas de clé ici.",
        "memoQ DeepL plugin error 403 = wrong endpoint for a :fx key. The key itself is in 1Password.",
        "Format note: DeepL auth key = UUID + optional ':fx' suffix; header is 'Authorization: DeepL-Auth-Key <key>'.",
    )

    r.add(
        "glossary_id",
        f"DeepL glossary id for Acme Pharma (FR→EN): {uid()}",
        f"glossaire DeepL « juridique EN-FR » : glossary_id={uid()}",
        f"memoQ termbase GUID {uid()} — Lumière, médical",
        f"Google Translation glossary: projects/tremblay-traduction/locations/us-central1/glossaries/acme-{hexs(8)}",
    )

    r.add(
        "tm_file_hash",
        f"SHA-256 of acme_fr-ca_en.tmx (version livrée) : {hashlib.sha256(secrets.token_bytes(32)).hexdigest()}",
        f"TM export checksum md5 {hashlib.md5(secrets.token_bytes(16)).hexdigest()} — matches the client's copy",
        f"sha1 du fichier TMX fusionné : {hashlib.sha1(secrets.token_bytes(16)).hexdigest()}",
        f"Le client a envoyé le hash {hashlib.sha256(secrets.token_bytes(32)).hexdigest()} pour vérifier le .sdltm",
    )

    isbn_a, isbn_b, isbn_c, isbn_d = isbn13(), isbn13(), isbn13(), isbn13()
    r.add(
        "isbn",
        f"ISBN du roman que je traduis : {isbn_hyphen(isbn_a)}",
        f"Book for Boréal, ISBN {isbn_b} (original), translation will get a new one",
        f"ISBN-13 {isbn_hyphen(isbn_c)} — cite in the translator's note",
        f"isbn version numérique (ePub) : {isbn_d}",
    )

    r.add(
        "client_reference_code",
        f"Acme's reference for this project: ACM-{rnd(UPPER + DIGITS, 6)}",
        f"Référence client : LUM/{digits(4)}/{rnd(UPPER, 3)}",
        f"Their internal ref is {rnd(UPPER, 2)}{digits(6)}-{rnd(UPPER + DIGITS, 4)}; include it in the email subject",
        f"code client Boréal : BOR-{digits(5)}",
        f"Vendor number at Acme Pharma: V{digits(7)} (I'm the vendor)",
    )

    r.add(
        "interac_reference_number",
        f"Interac e-Transfer reçu de Lumière, numéro de référence {interac_ref()}",
        f"Interac ref # {interac_ref()} — rent paid for March",
        f"Virement Interac, référence : {interac_ref()} (montant 1 250,00 $)",
        f"e-transfer confirmation {interac_ref()}, deposited automatically (autodeposit on, no question needed)",
    )

    r.add(
        "postal_code",
        f"Mon adresse de facturation : 4321, rue Saint-Denis, Montréal (Québec) {postal_code()}",
        f"Client office: 1000 De La Gauchetière W, Montreal QC {postal_code()}",
        f"code postal du chalet : {postal_code_qc()}",
        f"Ship the printed proofs to {postal_code()}, apt 3",
    )

    r.add(
        "password_policy_talk",
        "Acme's SFTP passwords expire every 90 days; they email a new one, I'll ask you to remember only the date.",
        "Politique mots de passe de Lumière : 14 caractères minimum, pas de réutilisation des 5 derniers.",
        "The memoQ server locks you out after 5 failed password attempts — call Luc to unlock.",
        "Rappel : changer le mot de passe PayPal tous les 6 mois (prochain : juillet).",
        "Trados password reset link only lasts 24 h, so do it right away next time.",
    )

    r.add(
        "secret_location_reference",
        "Le mot de passe du SFTP d'Acme est dans 1Password, coffre « Clients », entrée « Acme SFTP ».",
        "PayPal password: in 1Password (Personal vault). Don't ask me to type it here.",
        "The building door code is on the paper in the kitchen drawer, not saving it anywhere digital.",
        "Clé DeepL : voir 1Password > Travail > DeepL API. Ne jamais la coller dans un courriel.",
        "Emergency Kit (1Password) printed and in the safe deposit box at the Caisse.",
        "Interac answer: same as the one in the 1Password note 'Loyer'.",
    )

    r.add(
        "env_var_reference",
        "export DEEPL_AUTH_KEY=\"$(op read 'op://Travail/DeepL API/credential')\"",
        "GOOGLE_APPLICATION_CREDENTIALS=~/.config/gcloud/translation-sa.json",
        "In the script: api_key = os.environ[\"DEEPL_AUTH_KEY\"]  # never hardcode",
        "SFTP_PASSWORD=${SFTP_PASSWORD:?set it from 1Password first}",
        "openai_key: ${OPENAI_API_KEY}",
    )

    r.add(
        "ci_secret_reference",
        "GitHub Actions: auth_key: ${{ secrets.DEEPL_AUTH_KEY }}",
        "env:\n  GCP_SA_KEY: ${{ secrets.GCP_TRANSLATION_SA }}\n  SFTP_PASS: ${{ secrets.ACME_SFTP_PASSWORD }}",
        "Le workflow de sauvegarde lit ${{ secrets.AWS_SECRET_ACCESS_KEY }} — à renouveler dans les settings du repo",
        "- name: Translate\n  run: python translate.py\n  env:\n    DEEPL_AUTH_KEY: ${{ secrets.DEEPL_AUTH_KEY }}",
        "Added repo secret OPENAI_API_KEY in Settings > Secrets and variables > Actions (value pasted from 1Password, not here).",
    )

    r.add(
        "service_account_identity",
        f"Service account email: translate-api@trad-st-{digits(6)}.iam.gserviceaccount.com (grant it the Cloud Translation API User role)",
        f"GCP project id: tremblay-traduction, project number {digits(12, lead=True)}",
        f"compte de service mt-plugin, client_id {digits(21, lead=True)} (pas secret)",
        f"OAuth client ID for the Docs add-on: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )

    r.add(
        "ssh_public_key",
        f"Clé publique à envoyer à Acme pour le SFTP :\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} sophie@portable",
        f"Public key (OK to share): ssh-rsa {ssh_pub('ssh-rsa', 270)} st-traduction",
        f"authorized_keys line for the client: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tremblay",
        f"Ma clé publique (id_ed25519.pub) : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} st@bureau",
    )

    r.add(
        "sftp_host_fingerprint",
        f"Host key fingerprint of sftp.acme-pharma.example: SHA256:{rnd(B64, 43)} (ED25519) — verify before accepting",
        f"Empreinte du serveur SFTP Boréal : SHA256:{rnd(B64, 43)}",
        f"ssh-keyscan result for drop.acme.example, fingerprint SHA256:{rnd(B64, 43)} — same as last year",
        f"FileZilla asked to trust the host key, MD5 {':'.join(hexs(2) for _ in range(16))}; matches what Acme IT sent",
    )

    r.add(
        "masked_card_or_account",
        f"Visa ending in {digits(4)} charged for the Trados renewal",
        f"Carte **** **** **** {digits(4)} — expirée, à remplacer sur PayPal",
        f"Compte Desjardins se terminant par -{digits(3)}, folio XXX{digits(3)}",
        f"PayPal shows the bank account as •••• {digits(4)}",
    )

    r.add(
        "masked_api_key",
        f"DeepL key in use: …{hexs(4)}:fx (the free one), rotate before April",
        f"OpenAI dashboard lists my key as sk-proj-...{rnd(URLSAFE, 4)} (created Jan 3)",
        f"Stripe secret key sk_live_••••{rnd(ALNUM, 4)} was rolled yesterday",
        f"clé Google API se terminant par {rnd(URLSAFE, 4)} — désactivée",
    )

    r.add(
        "tracking_number",
        f"Postes Canada, suivi : {digits(16, lead=True)}",
        f"Purolator tracking {digits(12, lead=True)} – certified translations to the notary",
        f"Canada Post registered mail {rnd(UPPER, 2)}{digits(9)}CA",
        f"numéro de suivi FedEx {digits(12, lead=True)} (épreuves imprimées)",
    )

    r.add(
        "memoq_project_link",
        f"memoQweb link for the review: https://memoqweb.acme.test/memoqweb/projects/{uid()}/documents",
        f"Lien du projet memoQ : https://memoq.acme.internal/memoqserverhttpapi/v1/projects/{uid()}",
        f"Project GUID {uid()} — the PM says use it when calling support",
    )

    r.add(
        "proz_identifiers",
        f"ProZ profile: https://www.proz.com/profile/{digits(7, lead=True)}",
        f"KudoZ question #{digits(7, lead=True)} — « tarification à l'acte » FR>EN",
        f"Blue Board entry for Agence Lumière: outsourcer id {digits(6, lead=True)}",
        f"ProZ job posting {digits(7, lead=True)} (medical, FR-CA > EN-CA)",
    )

    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key for the payment page (public, goes in the HTML): {stripe_publishable()}",
        f"clé publiable Stripe : {stripe_publishable()}",
        f"<script>const stripe = Stripe('{stripe_publishable()}');</script>",
        f"STRIPE_PUBLISHABLE_KEY={stripe_publishable()}  # public, fine in the front-end",
    )

    r.add(
        "paypal_transaction_id",
        f"PayPal transaction ID {rnd(UPPER + DIGITS, 17)} — Boréal paid invoice ST-{digits(4)}-{digits(3)}",
        f"Remboursement PayPal, n° de transaction {rnd(UPPER + DIGITS, 17)}",
        f"PayPal invoice ID INV2-{'-'.join(rnd(UPPER + DIGITS, 4) for _ in range(4))}",
    )

    r.add(
        "bank_deposit_details",
        f"Pour les dépôts directs : institution 815, transit {digits(5)} (Caisse du Plateau)",
        f"Client asked for transit/institution: {digits(5)} / 00{digits(1)} — account number I'll send by phone",
        "Swift/BIC of my bank: CCDQCAMM, for the European clients",
    )

    r.add(
        "door_code_talk",
        "The building door code changes on the 1st of each month; the concierge texts it.",
        "Code de porte : demander à Mme Gagnon au 2e, elle l'a toujours.",
        "Courier couldn't get in — the buzzer is 0412 on the panel, that's the apartment number, not a code.",
        "Coworking switched from door codes to RFID badges, badge #" + digits(5) + " is mine.",
    )

    r.add(
        "two_factor_settings",
        "ProZ 2FA: TOTP, 6 digits, 30-second period, app = 1Password",
        "Activer la validation en deux étapes sur PayPal (SMS au 514-555-0142) — fait.",
        f"Google account: 2-Step Verification on since {secrets.randbelow(12) + 1}/2024, 10 backup codes printed and filed.",
        "AccèsD asks the security question only on new devices; nothing else to remember.",
    )

    r.add(
        "rates_and_word_counts",
        "Tarifs 2025 : 0,22 $/mot traduction, 0,09 $/mot révision, minimum 60 $. Clé de répartition : 60/40 avec Julie.",
        f"Word count for job {digits(6, lead=True)}: 12 480 new, 3 210 fuzzy (75-94%), 910 reps — key terms list attached",
        "memoQ analysis: 100% matches 2 100, 101% 340, token count weighting off",
        "DeepL usage this month: 312 540 / 500 000 characters (free tier)",
    )

    r.add(
        "document_identifier",
        f"DOI of the article I'm translating: 10.{digits(4, lead=True)}/{rnd(LOWER + DIGITS, 8)}",
        f"Numéro de dossier du tribunal : 500-{digits(2)}-{digits(6)}-{digits(3)} (traduction certifiée)",
        f"Certified translation stamp no. {digits(5, lead=True)}, OTTIAQ member {digits(5, lead=True)}",
        f"arXiv preprint to translate: arXiv:25{secrets.randbelow(12) + 1:02d}.{digits(5)}",
    )

    r.add(
        "gpg_public_key_fingerprint",
        f"My PGP key fingerprint (public, for clients who encrypt files): {' '.join(rnd(HEX.upper(), 4) for _ in range(10))}",
        f"Empreinte de la clé publique d'Acme Legal : {rnd(HEX.upper(), 40)}",
        f"gpg --recv-keys {rnd(HEX.upper(), 16)}  # Boréal's public key",
    )

    r.add(
        "software_order_number",
        f"RWS order number {digits(8, lead=True)} — Trados Studio Freelance 2024 upgrade",
        f"Commande memoQ translator pro n° MQ-{digits(7)}, facture dans le dossier Compta",
        f"DeepL Pro subscription receipt {rnd(UPPER + DIGITS, 8)}-{digits(4)}",
        f"1Password Families invoice {rnd(UPPER + DIGITS, 10)} (annual)",
    )

    r.add(
        "file_name_with_ids",
        f"Deliverable: ACM_{digits(6)}_FR-CA_EN-CA_v{secrets.randbelow(5) + 1}_{hexs(7)}.docx",
        f"fichier source : LUM-{digits(4)}_{rnd(UPPER + DIGITS, 10)}.mqxliff",
        f"Trados package {uid()}.sdlppx received, return package due Thursday",
    )

    r.add(
        "git_commit_hash",
        f"Glossary repo: fixed the « courriel » entries in commit {hexs(40)}",
        f"revenir au commit {hexs(7)} si le script d'export casse encore",
        f"Tag v2.3 of the glossary tools = {hexs(40)}",
        f"termbase export diff: {hexs(12)}..{hexs(12)}",
    )

    r.add(
        "api_settings_near_secret_words",
        "DeepL API: formality=prefer_less, split_sentences=nonewlines, tag_handling=xml — key rotation every 90 days",
        "Google Translation API quota: 1 000 000 chars/day, region global, service account keys disabled in favour of Workload Identity",
        "memoQ server port 2705 (TCP), password auth on, Windows auth off",
        "token limit 4096 for the QA prompt; API key stored in keychain",
        "SFTP: port 22, key-based auth only since May (no password anymore), timeout 30 s",
    )

    r.add(
        "phone_and_account_numbers_non_secret",
        f"Lumière accounting: 514-555-01{digits(2)}, poste {digits(3)}",
        f"Mon numéro de membre OTTIAQ : {digits(5, lead=True)} (publié dans le répertoire)",
        f"ATA membership # {digits(6, lead=True)}, certified FR>EN",
        f"Numéro de fournisseur chez l'Université : F{digits(6)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout253.py", [
        ("heldout253_credentials.yaml", credentials(), "Held-out batch 253: credentials a bilingual Montreal freelance translator asks to remember"),
        ("heldout253_lookalikes.yaml", lookalikes(), "Held-out batch 253: look-alikes with no secret from a bilingual Montreal freelance translator"),
    ])


if __name__ == "__main__":
    main()
