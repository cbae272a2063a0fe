# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout30_credentials.yaml and heldout30_lookalikes.yaml: held-out batch 30.

The persona is a self-employed bookkeeper in Lyon who keeps the books of fifteen small
businesses and holds many of their accesses (bank portals and card readers, the tax and
social-contributions portals, payroll, invoicing and e-signature tools, clients' Office 365
and Google accounts, the office scanner and NAS, an accounting API for bank feeds, a shared
mailbox), and runs a household: two children, an elderly mother in Marseille, a car, a
holiday home in Liguria, a building with a digicode and an intercom. The notes are what
such a person asks a local assistant to remember: pasted e-mails, transcribed sticky notes,
chat messages, spreadsheet rows and CSV exports, handover notes, client checklists, text
read off screenshots, family messages and a few config or API snippets; about a third are
in French, Arabic (in Arabic script) or Italian, the rest in English.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials each hold
at least one usable secret value; the look-alikes hold identifiers, public values,
redactions, placeholders and talk about secrets, but no secret. Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout30.py` to redraw.
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
    amex,
    app_password,
    b64,
    basic,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    openssh_private,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

FR_WORDS = ["soleil", "platane", "traboule", "canut", "saone", "lavande", "marron", "fourviere", "tilleul", "guignol"]
IT_WORDS = ["mare", "ulivo", "scoglio", "limone", "gabbiano", "focaccia", "vigna", "basilico"]
PETS = ["Mistigri", "Pompon", "Caramel", "Filou", "Noisette", "Biscotte"]
SCHOOLS = ["Jean Mace", "Les Tilleuls", "Anatole France", "Pasteur", "Jules Ferry"]
STREETS = ["rue Sainte-Catherine", "rue Paradis", "boulevard Baille", "rue d'Aubagne"]


def fr_pw() -> str:
    """A password a French speaker picked: a word, two to four digits, a symbol."""
    return f"{secrets.choice(FR_WORDS).capitalize()}{digits(pick(2, 3, 4))}{pick('!', '*', '#', '$', '')}"


def it_pw() -> str:
    return f"{secrets.choice(IT_WORDS)}{pick('.', '_', '')}{digits(pick(2, 4))}{pick('!', '')}"


def siren() -> str:
    return luhn(str(secrets.randbelow(9) + 1), 9)


def siret(base: str | None = None) -> str:
    return luhn((base or siren()) + "000", 14)


def tva(base: str) -> str:
    return f"FR{(12 + 3 * (int(base) % 97)) % 97:02d}{base}"


def fr_iban(spaced: bool = True) -> str:
    return iban("FR", digits(10) + digits(11) + digits(2), spaced)


def it_iban() -> str:
    return iban("IT", secrets.choice(UPPER) + digits(10) + digits(12))


def bic(country: str = "FR") -> str:
    return f"{rnd(UPPER, 4)}{country}{pick('PP', '2L', '22', 'MM')}{pick('', 'XXX', rnd(UPPER + DIGITS, 3))}"


def plate() -> str:
    return f"{rnd(UPPER, 2)}-{digits(3)}-{rnd(UPPER, 2)}"


def code(n: int = 4) -> str:
    return digits(n)


def ms_recovery() -> str:
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def google_backup(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def fr_phone(prefix: str = "06") -> str:
    return f"{prefix} {digits(2)} {digits(2)} {digits(2)} {digits(2)}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "bank_portal_password",
        f"Fournil des Pentes - pro bank portal\nlogin: {digits(10)}\npassword: {pw()}",
        f"Accès banque en ligne Fleurs de Gerland\nidentifiant : {digits(11)}\nmot de passe :\n{fr_pw()}",
        f"client;banque;identifiant;mot_de_passe\nkine-saxe;Banque Acme Pro;{digits(8)};{pw()}\ncave-acme;Banque Acme Pro;{digits(8)};{fr_pw()}",
    )
    r.add(
        "bank_access_code",
        f"Menuiserie Duval - CA pro - code personnel à 6 chiffres : {code(6)}",
        f"remember that the 6-digit access code for the Traiteur's business account is {code(6)} (customer number {digits(10)})",
        f"post-it écran : BQ Plomberie Rhône {digits(10)} -> {code(6)}",
    )
    r.add(
        "card_reader_pin",
        f"The card reader PIN for Salon Lumière's business card is {code()} - insert card, type it, then the challenge from the portal.",
        f"lecteur Pass Acme du Bouchon : code carte {code()}, à taper puis OK, ensuite le code affiché à l'écran",
        f"Garage Croix-Rousse reader -> card ending {digits(4)}, PIN {code()}",
    )
    r.add(
        "card_pin",
        f"ماما، الرقم السري ديال البطاقة الجديدة هو {code()}. ما تكتبيهش على البطاقة!",
        f"Mum's new Visa PIN: {code()} - she asked me to keep it in case she forgets again at the supermarket till",
        f"CB de Lina (carte ado) — code {code()}",
    )
    r.add(
        "card_number_cvv",
        f"Office supplies card {groups(luhn('4'), 4)} exp 09/27 CVV {code(3)}",
        f"Carte pro pour payer l'abonnement logiciel du studio archi : {luhn('5')} – exp. 11/26 – cryptogramme {code(3)}",
        f"| Amex déplacements | {amex()} | 04/28 | CID {code(4)} |",
    )
    r.add(
        "tax_portal_password",
        f"Espace professionnel impots - SARL Plomberie Rhône : adresse mél compta@plomberie-rhone.example, mdp {fr_pw()}",
        f"Tax portal (pro space) for Studio Archi: login is the accounting address, password {pw()} - changed it after their reset mail",
        f"Mot de passe de l'espace particulier de maman (numéro fiscal {digits(13, lead=True)}) : {fr_pw()}",
    )
    r.add(
        "urssaf_password",
        f"URSSAF kiné Saxe\nn° de compte {digits(18)}\nmdp : {fr_pw()}",
        f"Urssaf login for the florist - pwd {pw()}",
        f"URSSAF Taxi Acme -> {digits(18)} / {fr_pw()}",
    )
    r.add(
        "net_entreprises_password",
        f"net-entreprises (DSN) Menuiserie Duval\nSIRET {siret()}\nnom : DUVAL  prénom : Marc\nmot de passe : {pw()}",
        f"DSN portal for the bakery: same SIRET as always, password is {fr_pw()} since the March lockout",
    )
    r.add(
        "payroll_password",
        f"Payroll software login for the bakery's 6 employees: cabinet.nb / {pw()}",
        f"Paie — accès cabinet : domaine PAIE-ACME, identifiant cab-nb, mot de passe {fr_pw()}",
        f"https://paie.acme.test admin pw: {pw()}",
    )
    r.add(
        "invoicing_api_token",
        f"Invoicing tool API token for the florist's till sync: {rnd(ALNUM, 40)}",
        f"FACTURATION_API_KEY=fk_live_{rnd(ALNUM, 32)}",
        f"clé API de l'outil de facturation (Bouchon) à coller dans la caisse : {hexs(48)}",
    )
    r.add(
        "esign_api_key",
        f"production API key for the e-signature tool (we send the SEPA mandates with it): {rnd(ALNUM, 32)}",
        f"curl -H 'Authorization: Bearer {rnd(ALNUM, 40)}' https://api.esign.example/v3/signature_requests",
        f"Clé API signature électronique (environnement de production) : {rnd(ALNUM, 32)} — l'ancienne est révoquée",
    )
    r.add(
        "o365_password",
        f"Garage's Office 365 global admin: admin@garage-croixrousse.example, pw {pw()}",
        f"Compte Microsoft 365 de l'auto-école : secretariat@auto-ecole-acme.example\nmot de pase : {fr_pw()}",
        f"From Karim (Taxi Acme): \"the 365 pasword is {pw()}, don't change it, my phone uses it\"",
    )
    r.add(
        "google_app_password",
        f"App password for the shared mailbox in Thunderbird: {app_password()}",
        f"mot de passe d'application Google (scanner -> Gmail de l'épicerie) : {rnd(LOWER, 16)}",
        f"Gmail app pwd for the Pressing's invoicing tool = {app_password()}",
    )
    r.add(
        "backup_codes",
        f"Google backup codes for compta@cabinet-nb.example:\n{google_backup(10)}",
        f"Codes de secours du compte e-signature (admin) :\n{recovery_codes(6, 'alnum')}",
        f"Backup codes for the Traiteur's Google account, printed and scanned: {'  '.join(f'{digits(4)} {digits(4)}' for _ in range(5))}",
    )
    r.add(
        "ms_recovery_code",
        f"Microsoft recovery code for the garage admin account: {ms_recovery()}",
        f"code de récupération Microsoft (Salon Lumière), à garder :\n{ms_recovery()}",
    )
    r.add(
        "security_answer",
        f"Security question for Mum's bank (name of first pet): {secrets.choice(PETS)}",
        f"Question secrète URSSAF Fleurs de Gerland : « nom de jeune fille de la mère » → {pick('Moreau', 'Girard', 'Lefebvre', 'Garnier')}{digits(2)}",
        f"سؤال الأمان ديال الحساب: اسم المدرسة الابتدائية ← {secrets.choice(SCHOOLS)} {digits(2)}",
    )
    r.add(
        "digicode",
        f"Digicode immeuble : {pick('A', 'B')}{code()}",
        f"الكود ديال باب العمارة تبدل، الجديد هو {code()}{pick('A', 'B')}",
        f"building door code is now {code()}B - the old one stopped working on Monday",
        f"Pour le livreur : porte d'entrée {pick('A', 'B')}{code()}, 3e étage gauche",
    )
    r.add(
        "intercom_code",
        f"Interphone : taper {digits(3)} puis la clé, code résident {code()}",
        f"Intercom at Mum's building in Marseille ({secrets.choice(STREETS)}): resident code {code(5)}",
    )
    r.add(
        "alarm_code",
        f"Office alarm: disarm with {code()} within 30 seconds, then press OFF",
        f"Rosa, il codice dell'allarme della casa è {code(5)}. Se suona per sbaglio, digitalo e premi OFF.",
        f"يانيس، كود الإنذار ديال الدار: {code()}. ما تنساش تشعلو قبل ما تخرج.",
    )
    r.add(
        "safe_code",
        f"Coffre du bureau (chèques clients et clés USB de signature) : {code(6)}",
        f"the safe in the wardrobe at Mum's opens with {code()}, then turn the handle left",
        f"Cassaforte nell'armadio della camera (casa al mare): combinazione {code(6)}",
    )
    r.add(
        "wifi_password",
        f"Wi-Fi bureau : réseau Compta-CroixRousse, clé WPA2 {rnd(ALNUM, 20)}",
        f"Wi-Fi casa al mare: rete CasaLiguria, password {it_pw()}",
        f"كلمة سر الويفي في دار ماما: {rnd(ALNUM, 12)}",
    )
    r.add(
        "keybox_code",
        f"Cassetta delle chiavi accanto al cancello: codice {code()}",
        f"key box at the Liguria house - {code()} (turn the dials, pull the lid down)",
        f"ماما، الكود ديال صندوق المفاتيح فدار إيطاليا: {code()}",
    )
    r.add(
        "gate_code",
        f"codice del cancello automatico: {code(5)}#  (il telecomando è nel cassetto)",
        f"portail du parking de la résidence : {code()}*",
        f"Liguria gate: {code(5)} then # - give it to the pool man only on the day",
    )
    r.add(
        "sim_puk",
        f"PUK de la SIM de Yanis : {code(8)}",
        f"ماما، إلا تبلوكا التيليفون، كود PUK هو {code(8)} والكود العادي {code()}",
    )
    r.add(
        "phone_unlock_code",
        f"Mum's phone unlock code is {code(6)} (she set it herself, don't tease her)",
        f"code de déverrouillage de la tablette de Lina : {code()}",
    )
    r.add(
        "voicemail_pin",
        f"Messagerie du fixe de maman : code {code()}",
        f"office voicemail PIN {code()} - dial 888 from the desk phone",
    )
    r.add(
        "health_portal_password",
        f"كلمة المرور ديال ameli ديال ماما: {fr_pw()}",
        f"ameli (moi) -> mdp {pw()}",
    )
    r.add(
        "caf_password",
        f"CAF: n° allocataire {digits(7)}, code confidentiel {code(8)}",
        f"family allowance portal - the secret code is {code(8)}, allocataire number on the letter",
    )
    r.add(
        "school_portal_password",
        f"Pronote Lina : identifiant l.{pick('ahmed', 'amrani', 'saidi')}{digits(2)} mdp {fr_pw()}",
        f"School ENT login for Yanis: yanis.{digits(2)} / {secrets.choice(FR_WORDS)}{digits(3)}",
    )
    r.add(
        "activation_code",
        f"Code d'activation reçu par courrier pour l'espace pro (Fleurs de Gerland) : {rnd(UPPER + DIGITS, 12)}, valable 30 jours",
        f"one-time activation code for the garage's new bank token: {code(8)}, expires Friday",
        f"Code provisoire URSSAF (courrier du 3 avril) :\n{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "connection_string",
        f"Server=nas.bureau.internal\\SQLEXPRESS;Database=COMPTA_DUVAL;User Id=sa;Password={pw()};TrustServerCertificate=True",
        f"export DB for the ledger script: postgresql://compta:{rnd(ALNUM, 18)}@nas.bureau.internal:5432/grandlivre",
        f"la base de la caisse du Bouchon : mysql://caisse:{fr_pw()}@db.bouchon-acme.test:3306/ventes",
    )
    r.add(
        "smtp_password",
        f"SMTP for sending invoices from the tool: smtp.cabinet-nb.example:587, factures@cabinet-nb.example, password {pw()}",
        f"Paramètres d'envoi des factures (Cave Acme) : serveur smtp.cave-acme.example, port 465, utilisateur ventes, mot de passe {fr_pw()}",
        f"SMTP_PASS={rnd(ALNUM, 16)}  # scanner scan-to-mail relay",
    )
    r.add(
        "oauth_client_secret",
        f"Bank-feed API app (accounting software): client_id cabnb-{hexs(8)}, client_secret {rnd(URLSAFE, 48)}",
        f'{{"client_id": "{uid()}", "client_secret": "{rnd(ALNUM, 40)}", "redirect_uri": "http://localhost:8765/cb"}}',
        f"Le secret client de l'appli de synchro bancaire a été régénéré, le nouveau : {rnd(ALNUM + '~._-', 40)}",
    )
    r.add(
        "refresh_token",
        f"refresh_token for the bank feed connector (valid 90 days): {rnd(URLSAFE, 64)}",
        f"BANKFEED_REFRESH_TOKEN={b64(secrets.token_bytes(48))}",
        f'{{"access_token": "{rnd(URLSAFE, 40)}", "token_type": "Bearer", "expires_in": 3600, "refresh_token": "{rnd(URLSAFE, 48)}"}}',
    )
    r.add(
        "accounting_api_key",
        f"Accounting software API key (read/write, cabinet account): {rnd(ALNUM, 24)}-{rnd(ALNUM, 24)}",
        f"api_key: {hexs(40)}\nbase_url: https://api.compta.acme.test/v2\nfirm_id: {digits(6)}",
        f"Clé API compta pour l'import des relevés (Épicerie Vaise) : {hexs(32)}",
    )
    r.add(
        "webhook_secret",
        f"webhook signing secret for invoice-paid events: whsec_{rnd(ALNUM, 32)}",
        f"secret de signature du webhook (facturation -> tableur) : {rnd(ALNUM, 28)}",
        f"WEBHOOK_SECRET={hexs(64)}",
    )
    r.add(
        "bearer_token",
        "Authorization: Bearer " + jwt({"sub": "cabinet-nb", "scope": "bank_feeds:read ledgers:write", "exp": 1767225600}),
        f"token copied from the dev tools of the payroll site: {jwt({'sub': f'user-{digits(6)}', 'firm': 'acme', 'role': 'admin'}, alg='RS256', signature=rnd(URLSAFE, 342))}",
    )
    r.add(
        "session_cookie",
        f"Cookie for the invoicing portal (from the browser, works without 2FA): PHPSESSID={rnd(LOWER + DIGITS, 26)}",
        f"JSESSIONID={hexs(32).upper()}; remember_me={rnd(URLSAFE, 40)}",
    )
    r.add(
        "totp_seed",
        f"2FA seed for the shared compta@ account (so both phones get it): {groups(rnd(BASE32, 32), 4)}",
        f"otpauth://totp/Acme%20Compta:cabinet-nb?secret={rnd(BASE32, 32)}&issuer=AcmeCompta",
        f"clé de configuration de l'authentificateur (Taxi Acme, impossible à scanner) : {rnd(BASE32, 16).lower()}",
    )
    r.add(
        "ssh_private_key",
        "NAS backup key (id_ed25519), goes on the old laptop:\n" + openssh_private(),
        "clé privée pour le rsync du NAS vers le disque chez maman :\n" + openssh_private(),
    )
    r.add(
        "vpn_psk",
        f"NAS L2TP VPN: server vpn.bureau.internal, user nadia, pre-shared key {rnd(ALNUM, 24)}",
        f"clé pré-partagée du VPN du bureau : {rnd(ALNUM + '#!', 20)}",
        f"IPsec PSK between the office box and the NAS:\n{rnd(ALNUM, 32)}",
    )
    r.add(
        "router_admin_password",
        f"box internet bureau - admin http://192.168.1.1 : mot de passe {rnd(ALNUM, 12)}",
        f"Router admin at the Liguria house: admin / {it_pw()}",
    )
    r.add(
        "nas_admin_password",
        f"NAS (nas.bureau.internal) admin account: nb-admin, password {pw()}",
        f"NAS;https://nas.bureau.internal:5001;nb-admin;{pw()}",
        f"Synology du bureau — compte admin désactivé, on utilise nb-root\nmdp : {pw()}",
    )
    r.add(
        "scanner_password",
        f"Scanner web panel (scanner.bureau.internal): admin / {rnd(ALNUM, 10)}",
        f"scan-to-folder on the NAS uses user scan with password {fr_pw()}",
    )
    r.add(
        "pdf_password",
        f"Les bulletins de paie de la Menuiserie sont envoyés en PDF protégé, mot de passe {rnd(ALNUM, 10)}",
        f"the password for the annual accounts PDF I sent the Salon is {fr_pw()}",
    )
    r.add(
        "archive_password",
        f"FEC export zip for the auditor - zip password {rnd(ALNUM + '-', 14)}",
        f"Archive 7z des pièces 2023 (Garage) : {pw()}",
    )
    r.add(
        "master_password",
        f"Password manager master password (in case something happens to me, for my sister): {'-'.join(secrets.choice(FR_WORDS) for _ in range(4))}-{digits(2)}",
        f"mot de passe maître du coffre : {fr_pw()}{fr_pw()}",
        f"كلمة المرور الرئيسية ديال مدير كلمات السر: {'-'.join(secrets.choice(FR_WORDS) for _ in range(3))}{digits(3)}",
    )
    r.add(
        "laptop_password",
        f"Windows login on the office laptop: nadia / {pw()}",
        f"PC portable : session Compta, PIN Windows {code(6)}",
    )
    r.add(
        "bitlocker_key",
        f"BitLocker recovery key for the office laptop: {bitlocker_key()}",
        f"clé de récupération BitLocker (PC de l'accueil du garage)\n{bitlocker_key()}",
    )
    r.add(
        "shared_mailbox_password",
        f"Shared mailbox factures@cabinet-nb.example (IMAP imap.cabinet-nb.example): {pw()}",
        f"boîte partagée compta@ : le mot de passe c'est {fr_pw()}",
        f"IMAP\tfactures@cabinet-nb.example\t993\t{rnd(ALNUM, 16)}",
    )
    r.add(
        "spid_password",
        f"SPID per pagare l'IMU della casa: utente nadia.{digits(2)}, password {it_pw()}",
        f"Credenziali SPID (livello 2) -> pwd: {pw()}",
        f"SPID: la nuova password è {it_pw()}, cambiata il 3 maggio (la vecchia non va più)",
    )
    r.add(
        "utility_portal_password",
        f"Area clienti luce/gas della casa in Liguria: email casa@famille-nb.example, password {it_pw()}",
        f"Acqua - area riservata: codice cliente {digits(9)}, password {pw()}",
        f"Gas bill account for the Liguria house (Italian portal): casa@famille-nb.example / {it_pw()}",
    )
    r.add(
        "basic_auth",
        f"curl -u cabinet:{pw()} https://export.compta.acme.test/fec/2024",
        f"the scanner sends Authorization: Basic {basic('scan', rnd(ALNUM, 12))} to the NAS web hook",
    )
    r.add(
        "einvoicing_portal_password",
        f"Portail de facturation publique (pour la mairie, client Plomberie Rhône) : login plomberie.rhone, mot de passe {fr_pw()}",
        f"B2G invoicing portal account for Studio Archi - pass {pw()}",
    )
    r.add(
        "car_radio_code",
        f"Code autoradio de la Clio (si batterie débranchée) : {code()}",
        f"car radio anti-theft code {code()} - the garage asked for it after the battery change",
    )
    r.add(
        "fuel_card_pin",
        f"carte carburant du taxi : code {code()}",
        f"Fuel card PIN for my car: {code()}",
    )
    r.add(
        "parent_portal_password",
        f"Portail cantine/périscolaire : {pick('nadia', 'n.famille')}@famille-nb.example / {fr_pw()}",
        f"لينا، كلمة السر ديال حساب المطعم المدرسي: {fr_pw()}",
    )
    r.add(
        "prose_password",
        f"Remember that the Épicerie's card terminal admin code is {code(4)} - the owner always forgets it.",
        f"Kamel m'a dit au téléphone que le mot de passe du compte fournisseur en ligne de la Cave c'est {fr_pw()}",
        f"Rosa mi ha scritto: la password del Wi-Fi dei vicini che possiamo usare è {it_pw()}",
        f"خالتي قالت بلي الرمز ديال الخزنة ديال ماما هو {code()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    s1, s2, s3 = siren(), siren(), siren()
    r.add(
        "siret",
        f"SIRET Fournil des Pentes : {siret(s1)} (siège), {siret(s1)} (2e boutique)",
        f"New client! Épicerie Vaise, SIRET {groups(siret(), 3)}, sole trader, start date 01/02",
        f"client,siret,forme\nCave Acme,{siret()},SAS\nTaxi Acme,{siret()},EI",
    )
    r.add(
        "siren",
        f"SIREN de la Menuiserie Duval : {groups(s2, 3)}",
        f"للتذكير: رقم SIREN ديال المكتب {s3}",
        f"SIREN,raison sociale\n{siren()},FOURNIL DES PENTES\n{siren()},CAVE ACME",
    )
    r.add(
        "vat_number",
        f"N° TVA intracommunautaire Studio Archi : {tva(s2)}",
        f"Italian supplier of the Bouchon: Partita IVA IT{digits(11)}; our VAT number on the invoice must be {tva(s3)}",
        f"TVA intracom. du cabinet : {tva(s1)}",
    )
    r.add(
        "supplier_iban",
        f"IBAN du fournisseur de farine (pour le virement du 10) : {fr_iban()}",
        f"Pay the Liguria roofer: IBAN {it_iban()}, BIC {bic('IT')}, ref fattura {digits(3)}/2024",
        f"Fournisseur;IBAN;BIC\nMoulin Acme;{fr_iban(False)};{bic()}\nEmballages Acme;{fr_iban(False)};{bic()}",
        f"RIB de la société de nettoyage (à ajouter dans les bénéficiaires du Garage) : {fr_iban()}",
    )
    r.add(
        "bic",
        f"BIC of the kiné's bank: {bic()}",
        f"code BIC pour le virement à l'amministratore del condominio : {bic('IT')}",
        f"BIC della banca del geometra: {bic('IT')}",
    )
    r.add(
        "invoice_number",
        f"Facture F-2024-{digits(4)} du Bouchon payée deux fois, avoir AV-2024-{digits(3)} à faire",
        f"Invoice INV-{rnd(UPPER + DIGITS, 8)} from the software vendor: VAT missing, ask them to reissue",
        f"Fattura n. {digits(3)}/2024 dell'idraulico per la casa, €{digits(3)},00",
    )
    r.add(
        "client_account_number",
        f"Numéro client chez le fournisseur d'électricité du Salon : {digits(10)}",
        f"Telecom account number for the garage: {digits(8)}-{digits(2)} (the line is in the boss's name)",
        f"رقم الزبون ديال ماما عند شركة الماء: {digits(9)}",
    )
    r.add(
        "ledger_account",
        f"Lettrer 411DUVAL avec 512{digits(3)} avant la clôture; le 401{rnd(UPPER, 5)} est à zéro",
        f"compte 6{digits(5)} - frais de télécom, compte 44566{digits(1)} - TVA déductible",
    )
    r.add(
        "sepa_mandate",
        f"RUM du prélèvement URSSAF du Garage : {rnd(UPPER + DIGITS, 20)}",
        f"SEPA mandate reference for the insurer (Cave Acme): ++{rnd(UPPER + DIGITS, 14)}",
        f"Mandat SEPA signé : référence M{digits(10)}, date de signature 12/03",
    )
    r.add(
        "creditor_id",
        f"ICS of the internet provider on the Salon's statement: FR{digits(2)}ZZZ{digits(6)}",
        f"identifiant créancier SEPA de la mutuelle : FR{digits(2)}ZZZ{digits(6)}",
        f"Creditor id to give the Fournil's customers on the mandate form: FR{digits(2)}ZZZ{digits(6)}",
    )
    r.add(
        "payment_reference",
        f"Virement reçu réf. {rnd(UPPER + DIGITS, 16)} - à rapprocher de la facture du kiné",
        f"F24 per l'IMU: codice tributo 3918, riferimento {digits(17)}",
        f"Payment reference on the tax debit: {digits(4)} {digits(4)} {digits(4)} {digits(2)}",
    )
    r.add(
        "order_number",
        f"Commande n° {digits(9)} (toner pour le scanner) — livraison jeudi",
        f"Order #{digits(3)}-{digits(7)}-{digits(7)} - new card reader for the Bouchon",
        f"ordine n. {rnd(UPPER, 2)}{digits(8)}: zanzariere per la casa",
    )
    r.add(
        "tracking_number",
        f"Colis des classeurs : suivi {pick('6A', '8R', '6C')}{digits(11)}",
        f"Recommandé AR pour le Garage envoyé, n° 1A {digits(3)} {digits(3)} {digits(4)} {digits(1)}",
        f"رقم التتبع ديال الكولي اللي صيفطت لماما: {rnd(UPPER, 2)}{digits(9)}FR",
    )
    r.add(
        "ticket_id",
        f"Support ticket #{digits(6)} with the accounting software: bank feed stuck since Tuesday",
        f"Ticket {rnd(UPPER, 3)}-{digits(5)} ouvert chez l'éditeur de paie (DSN rejetée)",
        f"Internet provider incident no. {digits(8)} - technician booked for Friday morning",
    )
    r.add(
        "uuid_url",
        f"Shared folder for the Salon's receipts: https://drive.cabinet-nb.example/s/{uid()}",
        f"Lien du dossier de révision : https://compta.acme.test/dossiers/{uid()}/revision",
        f"e-signature request https://sign.acme.test/requests/{uid()} - still waiting for the second signer",
    )
    r.add(
        "serial_number",
        f"Scanner serial number: {rnd(UPPER + DIGITS, 10)} (warranty until 2026)",
        f"NAS S/N {digits(4)}{rnd(UPPER, 3)}{digits(6)}, model DS{digits(3)}+",
        f"Bouchon's card terminal S/N {rnd(UPPER + DIGITS, 12)} - the bank wants it for the swap",
    )
    r.add(
        "licence_plate",
        f"Ma voiture : {plate()}, contrôle technique avant juin",
        f"Taxi Acme company car {plate()} - fuel receipts go to 6251",
        f"La targa della macchina dei vicini che parcheggiano davanti al cancello: {rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}",
    )
    r.add(
        "booking_reference",
        f"Train Lyon-Marseille Saturday, booking ref {rnd(UPPER, 6)}, coach {secrets.randbelow(18) + 1} seat {secrets.randbelow(90) + 1}",
        f"ماما، رقم الحجز ديال القطار: {rnd(UPPER, 6)}، كيخرج من Saint-Charles 14:32",
        f"Réservation du péage/parking à Vintimille pour les vacances : {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "policy_number",
        f"Assurance multirisque pro du Garage : contrat n° {digits(10)}",
        f"Car insurance policy {rnd(UPPER, 2)}{digits(8)}, renewal in September",
        f"Polizza casa Liguria n. {digits(3)}.{digits(6)}, scadenza 30/06",
    )
    r.add(
        "public_key",
        f"authorized_keys on the NAS:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nadia@laptop",
        f"clé publique du NAS pour la sauvegarde chez maman : ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nas-bureau",
        f"The accounting software's signing key fingerprint to check webhooks against: {groups(hexs(40).upper(), 4)}",
    )
    r.add(
        "cert_fingerprint",
        f"NAS certificate SHA-256 fingerprint: {':'.join(hexs(2).upper() for _ in range(32))}",
        f"SHA-1 thumbprint of the firm's signing certificate: {groups(hexs(40).upper(), 2, ':')}",
    )
    r.add(
        "redacted",
        f"Carte pro du Garage : **** **** **** {digits(4)}, exp 08/27",
        "URSSAF Fleurs de Gerland: login fleurs.gerland, password ********",
        f"IBAN client masqué sur le relevé : FR76 XXXX XXXX XXXX XXXX XXX{digits(1)} {digits(3)}",
        f"API key shown in the settings page: sk_••••••••••••{rnd(ALNUM, 4)}",
    )
    r.add(
        "placeholder",
        "template for client onboarding:\nidentifiant : <à remplir>\nmot de passe : <à demander au client>\ncode lecteur : ____",
        "api_key: YOUR_API_KEY_HERE\nbase_url: https://api.compta.acme.test/v2",
        "Pour chaque client, noter : banque / identifiant / mdp (dans le coffre, pas ici) / digicode si besoin",
    )
    r.add(
        "vault_reference",
        "Le mot de passe de l'espace impots de la Cave est dans le coffre, entrée « Cave - impots pro ».",
        "The garage's Office 365 admin password is in the password manager under Clients > Garage.",
        "كلمة السر ديال ماما مكتوبة فالكارني الزرق فالتيروار، ماشي هنا",
        "La password dell'allarme ce l'ha Rosa, chiedere a lei.",
    )
    r.add(
        "password_statement",
        "I changed the digicode on Monday; tell the cleaner in person.",
        "Changé le mot de passe URSSAF du kiné hier, il expire dans 90 jours",
        "Mum reset her bank PIN at the branch, she's got the letter",
        "بدلت الكود ديال الباب نهار الاثنين، غادي نعطيك الجديد فالتيليفون",
    )
    r.add(
        "wifi_ssid",
        f"Wi-Fi network at the office: Compta-CroixRousse (5 GHz: Compta-CroixRousse-5G), guest network Invites-{digits(4)}",
        f"La rete della casa si chiama CasaLiguria_{rnd(UPPER + DIGITS, 4)}, il router è in cantina",
        f"Mum's box shows up as Livebox-{rnd(UPPER + DIGITS, 4)}",
    )
    r.add(
        "version_number",
        f"Payroll software updated to v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)} - DSN norm P25V01",
        f"NAS DSM {secrets.randbelow(3) + 6}.{secrets.randbelow(3)}.{secrets.randbelow(3)}-{digits(5)} Update {secrets.randbelow(5) + 1}",
        f"scanner firmware {digits(2)}.{digits(2)}.{digits(3)} (latest, no update needed)",
    )
    r.add(
        "phone_number",
        f"Plombier de maman à Marseille : {fr_phone('04')}",
        f"Rosa (vicina, chiavi di riserva): +39 {digits(3)} {digits(3)} {digits(4)}",
        f"Accountant at the bank for the Garage: {fr_phone('04')} ext. {digits(3)}",
    )
    r.add(
        "date_time",
        f"Clôture Fournil : 30/09, liasse avant le {secrets.randbelow(20) + 1}/01; RDV bilan à {secrets.randbelow(8) + 9}h{pick('00', '15', '30', '45')}",
        f"Deadlines: VAT return {secrets.randbelow(10) + 15}th, DSN 5th / 15th, CFE 15 December",
        f"ماما، الموعد مع الطبيب نهار الخميس {secrets.randbelow(28) + 1} مارس على {secrets.randbelow(8) + 9}:30",
    )
    r.add(
        "amount",
        f"Acompte IS Studio Archi : {digits(4, lead=True)},00 € le 15/03",
        f"Loyer casa Liguria pagato: € {digits(3, lead=True)},{digits(2)}",
        f"Mum's pension came in: {digits(4, lead=True)}.{digits(2)} EUR on the {secrets.randbelow(10) + 1}th",
    )
    r.add(
        "product_code",
        f"Toner réf. {rnd(UPPER, 2)}-{digits(4)}{rnd(UPPER, 1)}, EAN {ean13('30')}",
        f"The label printer rolls, SKU {rnd(UPPER + DIGITS, 8)}, EAN {ean13('80')}",
        f"Cartucce stampante per la casa: codice articolo {rnd(UPPER, 1)}{digits(6)}",
    )
    r.add(
        "room_number",
        f"ماما فالسبيطار، البيت رقم {digits(3, lead=True)}، الطابق {secrets.randbelow(6) + 1}",
        f"Réunion de bilan salle {digits(3, lead=True)}, bâtiment B, code d'accès demandé à l'accueil",
        f"Hotel in Genova for the notary: room {digits(3, lead=True)}",
    )
    r.add(
        "tax_id",
        f"Numéro fiscal de maman (pour la déclaration) : {digits(13, lead=True)}",
        f"Numéro de dossier SIE du Garage : {digits(3)} {digits(3)} {digits(3)} {digits(2)}",
        f"My own tax number (for the auto-entrepreneur declaration): {digits(13, lead=True)}",
    )
    r.add(
        "urssaf_account",
        f"N° de compte URSSAF (Salon Lumière) : {digits(3)} {digits(3)} {digits(6)} {digits(6)}",
        f"URSSAF contributor number for the Taxi: {digits(18)}",
    )
    r.add(
        "mac_address",
        f"Scanner MAC {mac(':', True)} - reserve 192.168.1.{secrets.randbelow(200) + 20} in the box",
        f"NAS MAC address {mac('-', True)}, second port unused",
        f"indirizzo MAC della telecamera al cancello: {mac()}",
    )
    r.add(
        "ip_address",
        f"NAS at 192.168.1.{secrets.randbelow(200) + 20}, scanner at 192.168.1.{secrets.randbelow(200) + 20}, gateway 192.168.1.1",
        f"The office's fixed IP from the provider: 203.0.113.{secrets.randbelow(250) + 1}",
    )
    r.add(
        "file_checksum",
        f"SHA-256 of the FEC file sent to the auditor: {hexs(64)}",
        f"empreinte du fichier des écritures (contrôle fiscal Garage) : {hexs(64).upper()}",
    )
    r.add(
        "fec_filename",
        f"File: {s1}FEC2024{pick('1231', '0930', '0331')}.txt - 48 212 lines",
        f"FEC de la Menuiserie : {s2}FEC20231231.txt, vérifié avec l'outil de test",
    )
    r.add(
        "cheque_number",
        f"Chèque n° {digits(7)} du client du Fournil rejeté, à représenter",
        f"Remise de chèques du Garage : {digits(7)}, {digits(7)}, {digits(7)} - bordereau {digits(6)}",
    )
    r.add(
        "bank_transaction_ref",
        f"PRLV SEPA URSSAF RHONE-ALPES ECH/{digits(6)} ID EMETTEUR/FR{digits(2)}ZZZ{digits(6)} MDT/{rnd(UPPER + DIGITS, 16)}",
        f"Statement line: CB ACME BUREAU {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d} CARTE {digits(4)}XXXXXXXX{digits(4)}",
        f"Bonifico ricevuto CRO {digits(11)} - TRN {rnd(UPPER + DIGITS, 30)}",
    )
    r.add(
        "client_id",
        f"OAuth client id of our bank-feed app (public, shown on the consent screen): cabnb-{hexs(8)}",
        f"client_id={uid()} pour le connecteur de la Cave; le secret est dans le coffre",
        f'{{"client_id": "cabnb-{hexs(8)}", "redirect_uri": "http://localhost:8765/cb", "scope": "bank_feeds:read"}}',
    )
    r.add(
        "publishable_key",
        f"Salon Lumière's booking site uses the publishable key pk_live_{rnd(ALNUM, 24)} in the page (that's fine)",
        f"clé publique du widget de paiement sur le site du Traiteur : pk_test_{rnd(ALNUM, 24)}",
        f"Maps embed key on the Taxi's contact page (restricted to taxi-acme.example): {rnd(URLSAFE, 39)}",
    )
    r.add(
        "username",
        "Login for the tax portal is just the email: compta@fournil-pentes.example (password in the manager)",
        f"identifiant payroll : cab-nb-{digits(3)}",
        "اسم المستخدم ديال ماما ف ameli هو رقم الضمان الاجتماعي ديالها، كاين فالكارطة",
    )
    r.add(
        "password_rule",
        "The bank portal wants 8 digits, no repeated digits, changed every 12 months.",
        "Règle du cabinet : 14 caractères minimum, une phrase de passe, jamais le nom du client",
        "La password SPID deve avere almeno 8 caratteri, una maiuscola e un numero; scade ogni 6 mesi.",
    )
    r.add(
        "meter_number",
        f"PDL compteur bureau : {digits(14)}",
        f"Casa Liguria: POD IT001E{digits(8)}, PDR gas {digits(14)}",
        f"Linky de maman : PRM {digits(14)}",
    )
    r.add(
        "partita_iva",
        f"Partita IVA del geometra che segue il catasto: {digits(11)}",
        f"Fornitore (ferramenta) P.IVA {digits(11)} - fattura elettronica codice destinatario {rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "cadastral_ref",
        f"Catasto: foglio {digits(2)}, particella {digits(3)}, subalterno {secrets.randbelow(9) + 1}, categoria A/7",
        f"Holiday home cadastral reference for the IMU form: F.{digits(2)} P.{digits(4)} sub {secrets.randbelow(9) + 1}",
    )
    r.add(
        "employee_id",
        f"Payroll number of the bakery's new baker: {digits(5)}",
        f"Employee numbers for the Garage: {', '.join(f'G{digits(4)}' for _ in range(4))}",
    )
    r.add(
        "ape_code",
        f"Code APE Fournil : {digits(2)}.{digits(2)}{pick('A', 'B', 'C')} — convention collective boulangerie",
        f"NAF code of the taxi company: {digits(2)}.{digits(2)}{pick('A', 'B', 'Z')}",
    )
    r.add(
        "badge_number",
        f"Badge Vigik n° {hexs(8).upper()} perdu par Yanis, à désactiver chez le syndic",
        f"access fob number on the back: {digits(10)} (the building manager needs it to deactivate)",
    )
    r.add(
        "loyalty_card_number",
        f"Office supplies shop loyalty card: {ean13('29')}",
        f"رقم بطاقة الوفاء ديال ماما فالصيدلية: {digits(13)}",
    )
    r.add(
        "appointment",
        f"Rendez-vous cardiologue maman jeudi {secrets.randbelow(28) + 1} à 10h30, dossier n° {digits(7)}",
        f"Notaio a Sanremo il {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1} alle 15:00, pratica {digits(4)}/{digits(2)}",
    )
    r.add(
        "otp_statement",
        "The bank sends the validation code by SMS to the boss's phone, so I call him before each transfer.",
        "Le code du lecteur CAP change à chaque opération, rien à noter ici.",
    )
    r.add(
        "digicode_hint",
        "Digicode: ask Mme Martin on the 2nd floor, she has the new one; the intercom is under our name.",
        "Per la cassetta delle chiavi, il codice lo manda Rosa per SMS il giorno prima dell'arrivo.",
    )
    r.add(
        "hex_identifier",
        f"Bank feed connection id {hexs(24)} - reconnect it in the accounting software when the consent expires",
        f"identifiant de synchronisation de la caisse : {hexs(32)} (à donner au support, pas secret)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout30.py", [
        ("heldout30_credentials.yaml", credentials(), "batch 30 (a Lyon bookkeeper for fifteen small businesses and her household), written blind; every value synthetic"),
        ("heldout30_lookalikes.yaml", lookalikes(), "batch 30 look-alikes: what the same bookkeeper keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
