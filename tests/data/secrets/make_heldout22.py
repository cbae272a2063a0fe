# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout22_credentials.yaml and heldout22_lookalikes.yaml: held-out batch 22.

Batch 22 is the memory of an office manager at a 30-person architecture firm (Halden &
Rocha, Lyon) who is also its de-facto IT person, and of their personal life: a teenager
(Leo), a partner who travels (Sam, Swedish), a dog (Biscuit) and a holiday flat in Porto
that they rent out. The work notes cover Microsoft 365, shared mailboxes, the copier and
plotter, the NAS, the firewall, the phone system, badges, the alarm, CAD licence servers,
Adobe and Autodesk, accounting, payroll, the bank, insurance, suppliers, the website, the
domain registrar, Wi-Fi, CCTV and the car fleet; the personal ones the flat's booking
platforms, lock and key-box codes, the teenager's school and phone controls, streaming,
the bank, the doctor and the vet. About a quarter of the notes are in French, Portuguese
or Swedish, and they take the forms such notes take: e-mails, sticky notes, onboarding
checklists, handover notes, spreadsheet rows, chat messages, "remember that" requests,
text read off screenshots and welcome messages for guests.

The batch was written blind: without reading the detector, its tests, or any earlier
corpus or generator other than the helpers of make_heldout.py. The credentials are notes
that hold a usable secret; the look-alikes are what such a person keeps that is not one
(identifiers, numbers, names of networks, statements about a secret without its value,
redacted values, references to where a secret is kept). Every secret value is drawn at
run time from the `secrets` module; hosts are under `.example`, `.internal`, `.test` or
`acme`, and nothing is real. Run `python tests/data/secrets/make_heldout22.py` to redraw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    bitlocker_key,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    mac,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

FIRM = "halden-rocha.example"
LAN = "hr.internal"

EN = ["copper", "meadow", "violet", "harbour", "cinder", "falcon", "pebble", "saffron",
      "thistle", "lantern", "juniper", "orchard", "velvet", "quarry", "marble", "willow",
      "biscuit", "granite", "hazel", "tundra"]
FR = ["soleil", "falaise", "cerise", "lavande", "tilleul", "brioche", "galet", "mistral",
      "chouette", "noisette", "colline", "baleine", "framboise", "ardoise"]
PT = ["sardinha", "azulejo", "ribeira", "gaivota", "laranja", "varanda", "tasca", "douro",
      "pastel", "bolota", "sardinheira", "marinheiro", "fado", "caravela"]
SV = ["lingon", "kanelbulle", "granskog", "hallon", "skargard", "midsommar", "kantarell",
      "lagom", "fika", "vinter", "blabar", "tallkotte", "algen", "snostorm"]
PETS = ["Pistache", "Mochi", "Caramel", "Pipoca", "Nougat", "Filou", "Smulan", "Tintin"]
STREETS = ["Rua das Flores", "Allee des Tilleuls", "Storgatan", "Rue Mercière", "Rua do Almada"]


def w(vocab: list[str]) -> str:
    return secrets.choice(vocab)


def human(vocab: list[str] = EN) -> str:
    """A password a person made up, or one a manager generated."""
    return pick(
        f"{w(vocab).capitalize()}{digits(2)}{pick('!', '#', '?', '*', '&', '.')}{w(vocab).capitalize()}",
        f"{w(vocab)}-{w(vocab)}-{w(vocab)}-{digits(2)}",
        f"{w(vocab).capitalize()}{pick('@', '$', '%')}{digits(4)}",
        rnd(ALNUM + "!#%&*?", secrets.choice([12, 14, 16])),
        pw(),
    )


def gen(n: int = 20) -> str:
    """A password out of a generator."""
    return rnd(ALNUM + "!#$%&*+-=?", n)


def plate() -> str:
    return f"{rnd(UPPER, 2)}-{digits(3, lead=True)}-{rnd(UPPER, 2)}"


def credentials() -> Rows:
    r = Rows()
    r.add("m365_global_admin",
          f"Break-glass account for M365, only if admin@ is locked out: breakglass@{FIRM} / {gen(24)} (excluded from conditional access, sign-ins alert me)",
          f"sticky note on the monitor, transcribed before I bin it:\nM365 admin centre\nuser: it-admin@{FIRM}\npw: {human()}",
          f"Mot de passe du compte administrateur global Microsoft 365 (admin@{FIRM}) : {human(FR)} — changé le 3 mars après le départ de Julien")
    r.add("shared_mailbox_password",
          f"The accounts@ shared mailbox still has a login of its own because the old scan rule needs it: accounts@{FIRM}, password {human()}",
          f"reception@ mailbox on the front-desk iPad -> password is {gen(14)}",
          f"Boîte partagée projets@ : identifiant projets@{FIRM}, mdp {human(FR)} (c'est ce qu'utilise le vieil Outlook de la salle de réunion)")
    r.add("printer_admin",
          f"Konica C300i web admin (http://192.168.10.25): log in as Administrator, password {rnd(ALNUM, 12)}. Needed to edit the scan address book.",
          f"Plotter admin PIN, DesignJet front panel > Security: {digits(6)}",
          f"Ground-floor copier, administrator code (Utility menu > Admin): {digits(8)}")
    r.add("scanner_smtp",
          f"Scan-to-email settings on the copier: smtp.{FIRM}:587, STARTTLS, user scanner@{FIRM}, app password {groups(rnd(LOWER, 16), 4)}",
          f"scan-to-folder writes to \\\\nas.{LAN}\\scans as svc_scan, password {gen(18)}",
          f"SMB-kontot för skannern på övervåningen: användare skanner, lösenord {human(SV)}")
    r.add("nas_admin",
          f"Synology (nas.{LAN}) admin account is hr-nasadmin, password {human()}; the built-in admin is disabled.",
          f"Device | URL | user | password | notes\nNAS | https://nas.{LAN}:5001 | hr-nasadmin | {gen(20)} | 2FA on my phone",
          f"NAS do escritório — utilizador admin2, palavra-passe {human(PT)}, para o técnico da manutenção")
    r.add("backup_encryption",
          f"Hyper Backup to the cloud bucket: encryption password {phrase(EN, 6, '-')} — WITHOUT IT THE BACKUP CANNOT BE RESTORED, keep a paper copy in the safe",
          f"Encryption key of the Friday USB backup disk (the one that goes home with Jonas): {gen(24)}")
    r.add("firewall_admin",
          f"FortiGate admin: https://10.10.0.1:8443, user hr-admin, pass {gen(18)}",
          f"chat to Jonas: the tech from NetPro needs the firewall login for tomorrow's remote session — it's admin / {human()}, I'll change it after he's done",
          f"Pare-feu : compte de secours admin_urgence / {human(FR)} (accessible seulement depuis le réseau interne)")
    r.add("vpn_psk",
          f"IPsec tunnel to the Annecy site office, phase 1 pre-shared key: {rnd(ALNUM, 32)}",
          f"Home-working VPN: gateway vpn.{FIRM}, your usual M365 login, plus the shared secret {gen(22)} in the 'pre-shared key' box",
          f"L2TP-nyckeln (PSK) för distansjobb, till Karins nya dator: {rnd(ALNUM, 24)}")
    r.add("pbx_admin",
          f"3CX management console https://pbx.{LAN}:5001 — admin / {gen(16)}",
          f"SIP trunk details from the operator: auth ID 4401{digits(6)}, SIP password {rnd(ALNUM, 16)}, registrar sip.operator.example",
          f"Phone system web interface, 'manager' account: {human()}")
    r.add("voicemail_pin",
          f"Voicemail PIN for the main line (ext 200): {digits(4)}",
          f"Reset Marie's voicemail; her temporary PIN is {digits(6)} until she picks a new one",
          f"PIN do correio de voz do meu telemóvel: {digits(4)}")
    r.add("access_control_admin",
          f"Badge system (Net2) operator login on the reception PC: 'System engineer', password {human()}",
          f"Door access cloud portal access.acme.example — login office@{FIRM}, pw {gen(16)}")
    r.add("door_code",
          f"Front door keypad for staff: {digits(5)} then #. Do not give it to couriers, they ring.",
          f"Post-it sous le clavier de l'accueil :\nPORTE ARRIÈRE {digits(4)}\nLOCAL VÉLOS {digits(4)}",
          f"Remember that the server room door code is {digits(6)} since the locksmith came on Tuesday")
    r.add("alarm_code",
          f"Alarm: my disarm code is {digits(4)}, Jonas has {digits(4)}, the cleaners {digits(4)}",
          f"Code alarme pour l'équipe de ménage (mardi et vendredi, 19 h) : {digits(4)}",
          f"Engineer code for the alarm panel (only for the annual service): {digits(6)}")
    r.add("alarm_verbal_password",
          f"If the monitoring centre phones after an alarm, they ask for the password: '{w(EN)}{digits(2)}'. Without it they send the police.",
          f"Larmbolaget frågar efter kodordet när de ringer: {w(SV)}{digits(3)}")
    r.add("alarm_app",
          f"Alarm app (arm/disarm remotely): office@{FIRM} / {human()}",
          f"Appli de l'alarme sur mon téléphone : mot de passe {human(FR)}, code de l'appli {digits(4)}")
    r.add("cad_licence_server",
          f"Network licence manager box lic01.{LAN} — local Administrator password {gen(18)}",
          f"Archicad licence server, CodeMeter WebAdmin password: {human()}",
          f"Vectorworks site protection server, admin password {human()} (do not reboot lic01 during renders!)")
    r.add("adobe_admin",
          f"Adobe Admin Console: licences@{FIRM} / {human()}",
          f"Shared Adobe login for the intern laptop (Acrobat only): stagiaire@{FIRM}, password {gen(14)}",
          f"Adobe Admin Console — conta de administrador it@{FIRM}, palavra-passe {human(PT)}")
    r.add("autodesk_account",
          f"Autodesk Account primary admin: office@{FIRM}, password {gen(16)}",
          f"Revit named user for the freelancer: freelance01@{FIRM} / {human()} — take the seat back in June",
          f"Autodesk-kontot (huvudadmin): office@{FIRM}, lösenord {human(SV)}")
    r.add("accounting_login",
          f"Accounting software (web) — my login gestion@{FIRM}, password {human()}",
          f"Accounting — the 'direction' user (only Jonas and me): {human()}",
          f"Accountant's remote access to the ledger: compta.ext / {gen(16)} (expires after the year-end close)")
    r.add("payroll_portal",
          f"Payroll portal paie.acme.example — employer account 31{digits(7)}, password {gen(16)}",
          f"Payroll forced the 90-day reset again. New one: {human()}",
          f"Portail de paie : après réinitialisation le mot de passe est {human(FR)} (identifiant = SIRET)")
    r.add("business_bank",
          f"Business bank online: customer no. {digits(8)}, secret code {digits(6)}",
          f"Banque pro — code d'accès {digits(6)}, l'identifiant est sur la carte dans le tiroir",
          f"Bank signing reader for transfers over 10k: reader PIN {digits(4)}")
    r.add("card_pin",
          f"Company Visa (ending {digits(4)}) PIN: {digits(4)}",
          f"PIN de la carte bancaire de la société pour les courses de bureau : {digits(4)}",
          f"Leo's prepaid card PIN, in case he forgets it again: {digits(4)}")
    r.add("insurance_portal",
          f"Insurance broker extranet: login halrocha-pro, pw {human()}",
          f"Seguro do apartamento — área de cliente: o NIF é o utilizador, palavra-passe {human(PT)}")
    r.add("supplier_portal",
          f"Office supplies webshop: orders@{FIRM} / {human()}",
          f"Plotter paper supplier portal: customer 88{digits(4)}, password {gen(12)}",
          f"Furniture supplier's trade portal: user HRARCHI, pass {human()}")
    r.add("cms_admin",
          f"Website: https://www.{FIRM}/wp-admin — user hr_webadmin, password {gen(20)}",
          f"The web agency still has its own CMS account, agence-web / {human()}; remove it when the contract ends")
    r.add("wp_app_password",
          f"WordPress application password for the portfolio sync: {groups(rnd(ALNUM, 24), 4)}",
          f"remember that the backup plugin on the website logs in with this WordPress app password: {groups(rnd(ALNUM, 24), 4)}")
    r.add("registrar_login",
          f"Domain registrar (registrar.example), account handle HR{digits(4)}-EX, password {gen(18)}",
          f"Registrar do domínio do apartamento: conta sam.ribeira, palavra-passe {human(PT)}")
    r.add("domain_auth_code",
          f"Transfer auth code (EPP) for {FIRM}: {rnd(ALNUM + '!#%&', 16)} — the new registrar asks for it on Monday",
          f"Código de transferência (EPP) de casa-ribeira.example: {rnd(ALNUM + '#&', 14)}")
    r.add("wifi_staff_key",
          f"Staff Wi-Fi HR-Studio, WPA2 key {rnd(ALNUM, 20)}",
          f"Onboarding checklist — day 1\n[x] laptop + dock\n[x] Wi-Fi: HR-Studio / {human()}\n[ ] badge\n[ ] printer PIN set by them at the copier",
          f"Wifi bureau (réseau HR-Atelier) : clé {w(FR)}-{w(FR)}-{digits(4)}")
    r.add("wifi_guest_key",
          f"Guest Wi-Fi this month: HR-Guest / {w(EN)}{digits(4)}",
          f"[screenshot] Network: HR-Guest  Security: WPA2-Personal  Password: {rnd(ALNUM, 12)}  [ ] Hide characters",
          f"Gästnätet på kontoret: HR-Gäst, lösenord {w(SV)}{digits(3)}")
    r.add("wifi_controller",
          f"UniFi controller login: hr-unifi / {gen(16)}",
          f"Access points on the first floor are managed from the cloud Wi-Fi console; admin login it@{FIRM}, password {human()}")
    r.add("cctv",
          f"CCTV app account office@{FIRM} / {human()}; device verification code {rnd(UPPER, 6)} (it decrypts the video)",
          f"NVR local login: admin / {gen(14)}",
          f"email to the alarm installer: the camera recorder password is now {human()}, please update your remote viewer")
    r.add("fleet_portal",
          f"Fleet portal of the leasing company: fleet@{FIRM} / {human()}",
          f"Car fleet portal — the username is our customer number, the password {gen(14)}")
    r.add("fuel_card_pin",
          f"Fuel card for the Zoe ({plate()}): PIN {digits(4)}",
          f"Carte carburant du Kangoo : code {digits(4)}, ne pas le noter sur la carte !")
    r.add("saas_api_key",
          f"Newsletter plugin needs the mailing tool's API key: {hexs(32)}-us21",
          f"API token of the timesheet tool, for Jonas's Excel export macro: {rnd(ALNUM, 40)}",
          f"Booking widget on the website uses this API token:\n{jwt({'iss': 'https://auth.scheduling.example', 'sub': uid(), 'scope': 'default'})}",
          f"E-signature tool API key for the accounting connector: {rnd(ALNUM, 48)}")
    r.add("recovery_codes",
          "Adobe admin backup codes (print, then delete this): " + recovery_codes(6, "digits"),
          f"Bitwarden two-step recovery code for the office account: {groups(rnd(UPPER + DIGITS, 32), 4, '-')}",
          "Códigos de recuperação da conta Google do Leo:\n" + recovery_codes(5, "alnum"))
    r.add("totp_seed",
          f"TOTP secret for the shared admin account, so two of us can add it: {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/Registrar:office@{FIRM}?secret={rnd(BASE32, 32)}&issuer=Registrar",
          f"Clé 2FA du portail paie (le texte sous le QR code) : {groups(rnd(BASE32, 16), 4)}")
    r.add("bitlocker_recovery",
          f"BitLocker recovery key for Inês's laptop (HR-LT-014): {bitlocker_key()}",
          f"Clé de récupération BitLocker du PC de l'accueil : {bitlocker_key()}")
    r.add("password_manager_master",
          f"Remember: my Bitwarden master password is {phrase(EN, 5, '-')}",
          f"Emergency sheet for the safe:\n1Password account office@{FIRM}\nSecret Key A3-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 5)}\nMaster password {phrase(EN, 4, ' ')}",
          f"Huvudlösenordet till lösenordshanteraren (om något händer mig, Sam): {phrase(SV, 4, '.')}")
    r.add("security_answer",
          f"Bank security question 'name of your first pet' — the answer I gave is {secrets.choice(PETS)}{digits(2)}",
          f"Registrar security question (mother's maiden name), the made-up answer: {rnd(LOWER, 10)}",
          f"Pergunta de segurança do banco (rua onde cresceu): resposta '{secrets.choice(STREETS)} {digits(2, lead=True)}'")
    r.add("booking_platform",
          f"Booking extranet for the Porto flat: property ID 8{digits(6)}, login ribeira.host, password {gen(16)}",
          f"Host account on the rental platform: my personal email + {human()}",
          f"Conta de anfitrião na plataforma de reservas — palavra-passe nova: {human(PT)}")
    r.add("smart_lock_guest_code",
          f"Hi Anna, welcome to Porto! The front door code for your stay is {digits(6)}, then press the ✓ key. It works from 15:00 on arrival day.",
          f"Bienvenue ! Le code de la serrure est {digits(6)} ; il fonctionne de votre arrivée (15 h) jusqu'au départ (11 h).",
          f"Olá Sra. Oliveira! O código da fechadura é {digits(6)}# — válido até domingo às 11h.")
    r.add("key_box_code",
          f"Key box at the flat, left of the door: {digits(4)}",
          f"Para a Dona Fátima (limpeza): caixa de chaves {digits(4)}, a chave da garagem está no mesmo porta-chaves",
          f"Keysafe at the office for the weekend plumber: {digits(4)}. Change it on Monday.")
    r.add("flat_wifi_key",
          f"Router sticker at the flat:\nSSID: Casa-Ribeira\nWPA key: {rnd(UPPER + DIGITS, 12)}\nS/N {rnd(UPPER + DIGITS, 14)}",
          f"Welcome card text: Wi-Fi Casa-Ribeira-5G, password {w(PT)}{digits(4)}. Enjoy your stay!",
          f"Wifi de l'appart : Casa-Ribeira, mot de passe {w(PT)}-{w(PT)}-{digits(2)}")
    r.add("smart_lock_admin",
          f"Smart lock app (owner account for the flat): ribeira@{FIRM} / {human()}",
          f"Keypad admin PIN (needed to program new guest codes): {digits(8)}")
    r.add("parental_controls",
          f"Screen Time passcode on Leo's iPhone: {digits(4)}. DO NOT tell him.",
          f"Parental controls PIN on the living-room TV and the Xbox: {digits(4)}",
          f"Skärmtidskoden på Leos telefon är {digits(4)} (Sam, ändra inte den utan att säga till)")
    r.add("school_portal",
          f"School portal, parent account: sam.parent / {human()}",
          f"ENT du lycée (compte parent) : mot de passe {human(FR)}",
          f"Canteen top-up site password: {gen(12)}")
    r.add("streaming",
          f"Streaming household login: family@home.example / {human()}",
          f"Music family plan, my password {gen(14)}",
          f"Lösenord till streamingtjänsten (Sams konto): {human(SV)}")
    r.add("personal_bank",
          f"My bank app passcode: {digits(6)}",
          f"Debit card PIN, the new card: {digits(4)}",
          f"BankID säkerhetskod (Sams): {digits(6)}",
          f"PIN do cartão Multibanco novo: {digits(4)}")
    r.add("patient_portal",
          f"Doctor's patient portal: log in with the health card number, password {human()}",
          f"Espace patient du cabinet du Dr Morel : mdp {human(FR)}")
    r.add("vet_portal",
          f"Vet clinic app (Biscuit's file): password {human()}",
          f"Dog insurance portal login: biscuit.owner / {gen(12)}")
    r.add("home_router",
          f"Home router admin (192.168.1.1): admin / {gen(12)}",
          f"Home fibre box: the admin password printed under it is no longer valid, I changed it to {rnd(ALNUM, 16)}")
    r.add("sim_pin",
          f"Work phone SIM: PIN {digits(4)}, PUK {digits(8)}",
          f"Leo's SIM card: PIN {digits(4)} / PUK {digits(8)}")
    r.add("gate_code",
          f"Car park gate behind the office: {digits(4)}*",
          f"Código do portão da garagem do prédio (apartamento): {digits(4)}")
    r.add("new_starter_password",
          f"New starter Lucas Ferreira — M365 temp password {gen(12)} (must change at first sign-in)",
          f"Mot de passe provisoire pour Chloé, première connexion lundi : {human(FR)}",
          f"Lösenord till nya praktikantens konto: {human(SV)}")
    r.add("personal_email",
          f"My personal mail password (changed after that phishing text): {human()}",
          f"Palavra-passe do meu e-mail pessoal: {human(PT)}")
    r.add("travel_account",
          f"Sam's airline app: frequent-flyer no. is on the card, PIN {digits(4)}",
          f"Sams reseportal på jobbet: sam.lindqvist / {human(SV)}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("ticket_number",
          f"Opened ticket #INC{digits(7)} with the MSP about the scanner dropping off the network; they'll call back before 14:00.",
          f"Microsoft support case {digits(16, lead=True)} — Exchange Online mail flow delay, severity B",
          f"Ticket SAV copieur n° {digits(8, lead=True)}, technicien prévu jeudi matin")
    r.add("invoice_number",
          f"Pay invoice F-2024-{digits(5)} from the plotter supplier (€1,284.00) before the 30th",
          f"Fatura FT 2024/{digits(4, lead=True)} do condomínio do apartamento — pagar até dia 8",
          f"Faktura {digits(6, lead=True)} från städfirman, förfallodag 28/2")
    r.add("po_number",
          f"PO-{digits(5, lead=True)} for the 3 new monitors, approved by Jonas",
          f"Purchase order BC{digits(6, lead=True)}: meeting room chairs, delivery in week 12",
          f"PO\tsupplier\titem\tamount\n{digits(5, lead=True)}\tpaper supplier\tA0 roll 90 g x6\t412.80\n{digits(5, lead=True)}\tIT reseller\tdocking station x2\t398.00")
    r.add("customer_number",
          f"Our customer number with the toner supplier is {digits(7, lead=True)}; they always ask for it on the phone",
          f"Número de cliente da eletricidade do apartamento: {digits(10, lead=True)}",
          f"Kundnummer hos elbolaget: {digits(8, lead=True)}")
    r.add("contract_number",
          f"Copier lease contract {rnd(UPPER, 3)}-{digits(7)}, 60 months, ends 31/08/2026",
          f"Alarm maintenance contract no. {digits(6, lead=True)}/{rnd(UPPER, 2)}, annual visit in October",
          f"Phone system support contract {rnd(UPPER + DIGITS, 10)}: renewal notice is three months before the end")
    r.add("serial_number",
          f"NAS serial {rnd(UPPER + DIGITS, 12)} for the warranty claim (the fan is clicking)",
          f"Plotter DesignJet T830 S/N {rnd(UPPER + DIGITS, 10)}",
          f"Laptop HR-LT-019, service tag {rnd(UPPER + DIGITS, 7)}, warranty until 2026",
          f"Flat router serial {rnd(UPPER + DIGITS, 14)} (ISP wants it for the line test)")
    r.add("mac_address",
          f"Add the new plotter's MAC {mac()} to the DHCP reservations",
          f"Meeting room 2 access point: {mac('-', True)} (the one that keeps rebooting)",
          f"Leo's Switch, MAC {mac()}, goes in the router's bedtime schedule")
    r.add("ip_address",
          "Reserved IPs: copier 192.168.10.25, plotter .26, NAS .10, firewall .1, licence server .12",
          f"Fixed public IP from the ISP: 203.0.113.{secrets.randbelow(200) + 20} (the licence server whitelist needs it)",
          f"Entrance camera 10.20.0.{secrets.randbelow(200) + 20}, recorder 10.20.0.2")
    r.add("asset_tag",
          f"Asset register:\nHR-LT-0{digits(2)} Inês — ThinkPad T14\nHR-LT-0{digits(2)} Pedro — MacBook Pro\nHR-MON-1{digits(2)} spare 27\"",
          f"Asset sticker HR-{digits(4)} is under the projector, not on top",
          f"HR-{digits(4)} is Karin's screen, moved to room 204")
    r.add("badge_number",
          f"New badge for Lucas: card no. {digits(8, lead=True)}, access group 'Staff – office hours'",
          f"Lost badge #{digits(5, lead=True)} (Théo) deactivated; replacement #{digits(5, lead=True)} handed over today",
          f"Intern's badge no. {digits(6, lead=True)}, to be returned on 30/06")
    r.add("extension_number",
          "Extensions: reception 200, Jonas 214, Marie 221, meeting room 230, fax-to-mail 299",
          "Chloé gets extension 237 from Monday; update the phone directory",
          "Reception is ext. 200; the direct line is +33 1 99 00 42 00")
    r.add("room_number",
          "Client meeting Thursday 10:00 in 'Le Corbusier' (2nd floor, room 204); the projector needs the USB-C adapter",
          "Sala de reuniões 3 reservada para a visita do cliente, 14h–16h")
    r.add("printer_model",
          "Printers: Konica Minolta bizhub C300i (ground floor), HP DesignJet T830 36\" (plotter), Brother HL-L2350DW (accounts)",
          "Flat printer: Canon PIXMA TS5350, Wi-Fi Direct switched off",
          "Skrivaren på övervåningen är en Kyocera ECOSYS M5526cdw")
    r.add("toner_code",
          "Toner order: TN-328K x2, TN-328C/M/Y x1 each; drum DR-316 next month",
          "Plotter cartridges: HP 712 black 80 ml (3ED71A) x3, cyan 29 ml (3ED67A) x1",
          "Brother toner TN-2420, order two")
    r.add("licence_count",
          "Licences: 28 M365 Business Standard, 4 Business Basic, 22 Revit, 6 AutoCAD LT, 12 Acrobat Pro; true-up in March",
          "25 network Archicad seats, 23 in use at peak on Tuesdays",
          "Adobe: 12 seats assigned out of 14, two free for the summer interns")
    r.add("domain_name",
          f"Domains we own: {FIRM} (main), hr-archi.example (redirect), halden-rocha.test (old site); all renew 14 Nov",
          "O domínio casa-ribeira.example renova a 2 de maio; a renovação automática está ativa")
    r.add("dns_record",
          "DNS: MX 0 halden-rocha-example.mail.protection.acme.example; SPF \"v=spf1 include:spf.protection.acme.example -all\"",
          f"TXT record M365 asked for to verify the domain: MS=ms{digits(8, lead=True)}",
          f"_dmarc.{FIRM} TXT \"v=DMARC1; p=quarantine; rua=mailto:dmarc@{FIRM}\"",
          "autodiscover CNAME autodiscover.outlook.acme.example; selector1._domainkey CNAME selector1-halden-rocha-example._domainkey.acme.example")
    r.add("vat_number",
          f"Our VAT number for supplier forms: FR{digits(2)}{digits(9, lead=True)}",
          f"Tax number for the flat's invoices (NIF): {digits(9, lead=True)}",
          f"Momsregistreringsnummer för Sams firma: SE{digits(10, lead=True)}01")
    r.add("company_registration",
          f"SIRET du siège : {digits(14, lead=True)}, code APE 7111Z",
          f"Registo AL n.º {digits(5, lead=True)}/AL — tem de estar afixado na entrada do apartamento",
          f"Org.nr för Sams enskilda firma: {digits(6, lead=True)}-{digits(4)}")
    r.add("iban_payee",
          f"Pay the cleaning company by transfer: IBAN {iban('FR', digits(23))}, BIC AGRIFRPP{digits(3)}",
          f"IBAN do condomínio para a quota trimestral: {iban('PT', digits(21))}",
          f"Please pay the architect-order subscription to {iban('FR', digits(23))}, reference HR-{digits(4)}")
    r.add("payment_reference",
          f"Hyresavin: bankgiro {digits(3, lead=True)}-{digits(4)}, OCR-nummer {digits(14, lead=True)}",
          f"Referência Multibanco do IMI: entidade {digits(5, lead=True)}, referência {digits(3)} {digits(3)} {digits(3)}, valor 186,40 €")
    r.add("booking_reference",
          f"Booking HM{rnd(UPPER + DIGITS, 8)}: 2 adults, 12–19 August, payout on the 13th",
          f"Reserva n.º {digits(10, lead=True)} — check-in às 15h, 3 hóspedes, berço pedido",
          f"Sam's flight: booking ref {rnd(UPPER, 6)}, ARN–LYS, lands 18:35, I'll pick him up")
    r.add("guest_checkin",
          "Guests this week: Müller family (4) Fri 16:00 – Tue 10:00; then M. et Mme Dubois Wed from 18:00",
          "Check-in da Sra. Oliveira às 21h — voo atrasado, deixar a luz da entrada acesa",
          "Gästerna från Uppsala kommer lördag kl 15 och stannar en vecka")
    r.add("wifi_ssid",
          "Networks: HR-Studio (staff), HR-Guest (isolated), HR-IoT (printers, cameras); VLANs 10/20/30",
          "Le réseau de l'appart s'appelle Casa-Ribeira (2,4 GHz) et Casa-Ribeira-5G",
          "The summer house network is Stugan_2G; the router is in the hall")
    r.add("wifi_settings_ocr",
          "[screenshot] Wireless settings — SSID: HR-Guest | Band: 5 GHz | Channel: 36 | Security: WPA2/WPA3 | Client isolation: On",
          "[screenshot OCR] Network: HR-Studio — Security: WPA2-Enterprise — Connected, 866 Mbit/s")
    r.add("policy_statement",
          "The guest Wi-Fi password changes every first Monday of the month; the new one goes on the card at reception.",
          "Le code de la porte arrière change tous les trimestres — prévenir l'équipe de ménage la veille.",
          "The smart lock app makes a new 6-digit code for every booking; it stops working at 11:00 on checkout day.",
          "M365: 14 characters minimum, no expiry, MFA mandatory for everyone since January.")
    r.add("reset_request",
          "Reset Marie's password tomorrow morning, she's locked out after the holidays.",
          "Rappel : réinitialiser le PIN de messagerie vocale de Théo",
          "Ask Leo to change his Instagram password — he used the same one on a gaming site.")
    r.add("redacted_value",
          "Firewall admin: hr-admin / •••••••••• (see the vault)",
          "[screenshot] Wi-Fi password: ●●●●●●●●●●●● [Show]",
          "Chave do Wi-Fi: [removida desta nota] — perguntar à Inês")
    r.add("vault_reference",
          "All door and alarm codes are in the Bitwarden collection 'Office – Building', not in this notebook.",
          "Les mots de passe des fournisseurs sont dans le coffre 1Password « Compta ».",
          "Lösenordet till routern står på lappen i kassaskåpet, översta hyllan.")
    r.add("date_time",
          "Alarm maintenance visit 14/10 at 08:30; fire extinguisher check on the 21st",
          "Flat insurance renewal: 01/06/2025",
          "Firewall firmware upgrade Sat 22:00–23:30; announce it on Friday")
    r.add("phone_number",
          "MSP hotline 01 99 00 42 17 (24/7, P1 only)",
          f"Emergency vet in Porto: +351 22 {digits(3, lead=True)} {digits(4)}",
          f"Sam's office in Gothenburg, reception: 031-390 06 {digits(2)}")
    r.add("measurement",
          "Server cabinet: 12U, 600 x 600 mm, 7U used; UPS 1500 VA, about 22 minutes on battery",
          "Plotter roll 914 mm (36\"); A0 is 841 x 1189 mm, so trim 73 mm",
          "O Biscuit pesa 14,2 kg — dose do desparasitante para 10–20 kg")
    r.add("parcel_tracking",
          f"Monitors shipped, tracking 1Z{rnd(UPPER + DIGITS, 16)}",
          f"Colis Chronopost XX{digits(9)}FR pour les badges neufs, livraison demain")
    r.add("vehicle",
          f"Fleet: Renault Zoe {plate()}, Peugeot 308 SW {plate()}; next service at 15 000 km",
          f"Contrôle technique du Kangoo ({plate()}) avant le 12/05",
          f"Sam's company car: {rnd(UPPER, 3)} {digits(2, lead=True)}{rnd(UPPER, 1)}, leased until 2026")
    r.add("insurance_policy",
          f"Office multi-risk insurance, policy {rnd(UPPER, 3)}{digits(8)}; broker contact Mme Laurent",
          f"Apólice do seguro multirriscos do apartamento: {digits(2, lead=True)}/{digits(7)}",
          f"Biscuit's pet insurance, policy no. {digits(9, lead=True)}")
    r.add("firmware_version",
          "FortiOS 7.2.8 on the firewall, DSM 7.2.1-69057 Update 5 on the NAS, 3CX v20 Update 2",
          "Smart lock firmware 3.4.12; update it from the app before summer")
    r.add("mailbox_list",
          f"Shared mailboxes: accounts@, projets@, reception@, recrutement@ (all @{FIRM}); Marie and Jonas have Full Access on accounts@",
          f"UPN change: chloe.martin@{FIRM} -> chloe.martin-roux@{FIRM} after the wedding; keep the old one as an alias")
    r.add("tenant_id",
          f"Entra tenant ID {uid()} — the licence portal integration asks for it",
          f"Autodesk team ID {digits(9, lead=True)}, Intune device ID of the reception PC {uid()}")
    r.add("project_number",
          "Project 24-017 'École Bellevue': drawings go in P:\\24-017\\03_DCE, plot A1 at 1:100",
          "Projet 23-044 : archives à déplacer sur le NAS (\\\\nas\\archives\\2023) avant fin juin",
          "Project 24-031 (Villa Askim): sheets A-101 to A-118, revision C")
    r.add("student_number",
          f"Leo's student number: {digits(8, lead=True)} (for the canteen form)",
          f"Numéro INE de Leo : {digits(10, lead=True)}{rnd(UPPER, 1)}")
    r.add("pet_microchip",
          f"Biscuit's microchip: 250{digits(12)}, registered to the home address",
          f"Biscuit's EU pet passport FR{digits(10, lead=True)}; rabies booster due in March")
    r.add("medical_appointment",
          f"Dr Morel Tue 17:45, bring Leo's carnet de santé; appointment ref {digits(8, lead=True)}",
          f"Tandläkaren för Leo 12/3 kl 08:10, bokningsnummer {digits(7, lead=True)}")
    r.add("key_register",
          "Physical keys: #1–#6 staff, #7 cleaners, #8 alarm company, #9 missing since March (cylinder changed)",
          "Chaves do apartamento: 3 cópias — uma na caixa, uma com a Dona Fátima, uma comigo")
    r.add("alarm_zones",
          "Alarm zones: 1 front door, 2 back door, 3 reception PIR, 4 server room, 5 workshop. Zone 4 keeps false-triggering.",
          "Code d'erreur E04 sur le clavier de l'alarme = défaut batterie, appeler l'installateur")
    r.add("cctv_settings",
          "CCTV: 6 cameras, 30 days retention on the 4 TB NVR, motion alerts only after 20:00",
          "Cameras: continuous recording off because of GDPR; the notice is on the entrance door")
    r.add("utility_meter",
          f"Electricity meter (PDL) at the office: {digits(14, lead=True)}",
          f"Mätarnummer fjärrvärme: {digits(8, lead=True)}")
    r.add("price",
          "Quote from NetPro for the new switch: €1,840 excl. VAT including installation, valid 30 days",
          "Preço por noite: 95 € (época baixa), 140 € (julho–agosto), taxa de limpeza 40 €")
    r.add("placeholder_template",
          "Welcome message template: 'Hi {guest_name}, your door code is {lock_code}, valid from {checkin_time}. Wi-Fi details are on the fridge.'",
          "Modèle d'accueil nouvel arrivant : Mot de passe Wi-Fi : [à compléter le jour J]")
    r.add("device_inventory",
          f"Leo's phone: iPhone 13, iOS 17.5, IMEI {digits(15, lead=True)}",
          "Office phones: 6 x Yealink T46U, 2 x DECT W56H; the flat's lock battery is at 30%")
    r.add("username_only",
          "The accountant's login on the payroll portal is 'cabinet.expert'; she set the password herself, I don't have it.",
          f"Identifiant Autodesk du freelance : freelance01@{FIRM} (mot de passe géré par lui)",
          "Sam's username on the school platform is sam.lindqvist")
    r.add("mfa_statement",
          "MFA now on for all 30 users; 3 still have to register (Pedro, Ana, Erik).",
          "The shared admin account's authenticator is on the old office phone in the safe; the QR code was not kept anywhere.")
    r.add("product_reference",
          f"A4 paper 80 g, EAN {ean13('37')}, 5 boxes a month",
          "Plotter paper ref Q1444B (bond, 841 mm x 45.7 m)")
    r.add("licence_renewal",
          "Autodesk renewal 14/03 for 22 seats; quote requested from the reseller",
          "Adobe renews on 1 September, invoiced yearly")
    r.add("onboarding_checklist",
          "Onboarding: create the M365 account, add to 'Staff' group, assign Revit seat, order badge, set up voicemail, add to the alarm schedule",
          "New joiner: laptop, badge, NAS access (group Projects), mail signature, walk through the security rules",
          "Leaver checklist: collect the laptop, disable the badge, convert the mailbox to shared, remove the Adobe licence")
    r.add("handover_note",
          "Handover for my holiday: Marie covers reception; the codes she needs are in the sealed envelope in the safe, the MSP has remote access to everything else.",
          "Passation : Jonas gère les badges pendant mon absence ; les accès sont dans le coffre Bitwarden « Office ».",
          "Till Sam medan jag är borta: hundvakten kommer 12:00 varje dag, veterinären ringer på torsdag.")
    r.add("school_admin",
          "Leo's class 2nde B; the Wednesday timetable changes after the Toussaint holidays",
          "Leos läxhjälp är tisdagar 16–17 i biblioteket")
    return r


def main() -> None:
    write_corpora("make_heldout22.py", [
        ("heldout22_credentials.yaml", credentials(), "batch 22 (an architecture firm's office manager and de-facto IT person, and their household and holiday flat), written blind; every value synthetic"),
        ("heldout22_lookalikes.yaml", lookalikes(), "batch 22 look-alikes: what the same office manager keeps that is not a secret, written blind"),
    ])


if __name__ == "__main__":
    main()
