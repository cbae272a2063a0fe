# ruff: noqa: E501
"""Writes heldout283_credentials.yaml and heldout283_lookalikes.yaml: held-out batch 283.

Persona: a bookkeeper at a small accountancy practice in Cape Town who writes her notes in
English mixed with Afrikaans. She keeps clients' SARS eFiling logins, the practice's FNB and
Standard Bank online banking with their OTPs and app PINs, Xero and Sage Pastel logins, the
SimplePay payroll password, the office Wi-Fi, the armed response alarm code, the safe, a
client's CIPC customer code and password; and many look-alikes: income tax reference numbers,
VAT numbers, company registration numbers, invoice numbers, bank accounts and branch codes,
masked card numbers, SARS case numbers and ID numbers from public filings.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    bitlocker_key,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    onepassword_secret_key,
    pick,
    pw,
    recovery_codes,
    rnd,
    uid,
    write_corpora,
)

WORDS = ["tafelberg", "fynbos", "protea", "koeksister", "bobotie", "braai", "kaapstad", "springbok",
         "melktert", "rooibos", "seekoei", "dassie", "karoo", "suikerbos", "vlakvark", "blouberg"]


def sa_pw() -> str:
    """A password an office worker in Cape Town picks herself."""
    word = pick(*WORDS)
    return pick(
        f"{word.capitalize()}{digits(4)}{pick('!', '#', '@', '$', '*')}",
        f"{word.capitalize()}@{digits(2)}{pick(*WORDS).capitalize()}",
        f"{word}{pick('_', '.', '-')}{digits(3)}{rnd(UPPER, 2)}",
        pw(),
    )


def passphrase(n: int = 4, sep: str = "-") -> str:
    return sep.join(pick(*WORDS) for _ in range(n))


def pin(n: int) -> str:
    return digits(n)


def sa_id() -> str:
    """A South African ID number: birth date, gender sequence, citizenship, 8, Luhn check."""
    yy = secrets.randbelow(50) + 50
    mm = secrets.randbelow(12) + 1
    dd = secrets.randbelow(28) + 1
    return luhn(f"{yy:02d}{mm:02d}{dd:02d}{digits(4)}{pick('0', '1')}8", 13)


def tax_ref() -> str:
    return luhn(pick("0", "1", "2", "3", "9"), 10)


def vat_no() -> str:
    return luhn("4", 10)


def co_reg() -> str:
    return f"{secrets.randbelow(25) + 2000}/{digits(6)}/{pick('07', '07', '23', '08')}"


def fnb_acc() -> str:
    return "62" + digits(9)


def sb_acc() -> str:
    return pick("0", "1", "2", "3") + digits(pick(8, 9, 10))


def efiling_user(name: str) -> str:
    return f"{name}{digits(pick(2, 3, 4))}"


def cipc_code() -> str:
    return rnd(UPPER, 5) + digits(1)


def xero_client_id() -> str:
    return rnd("0123456789ABCDEF", 32)


def client() -> str:
    return pick("Jacobs Vervoer", "Du Toit Wyne", "Mnandi Catering", "Kaapse Bakkery (Pty) Ltd",
                "Van Wyk Loodgieters", "Hendricks Haarsalon", "Bosman Boerdery", "Sea Point Dental CC",
                "Malan & Seuns", "Khumalo Electrical")


def credentials() -> Rows:
    r = Rows()

    r.add("sars_efiling_client_login",
          f"efiling vir {client()}: username {efiling_user('vanwyk')} / wagwoord {sa_pw()}",
          f"Please remember SARS eFiling login for Mev. Hendricks (personal ITR12): user {efiling_user('mhendricks')} pw {sa_pw()} — sy het dit self gekies so moenie verander nie",
          f"eFiling - Du Toit Wyne\nLogin name: {efiling_user('dutoitwyne')}\nPassword: {sa_pw()}\nSecurity q: first school = Laerskool Fichardtpark",
          f"sars efiling Bosman Boerdery gebr {efiling_user('bosmanboer')} ww {sa_pw()} (OTP gaan na Hennie se selfoon)",
          f"nuwe efiling wagwoord vir Sipho Khumalo na reset: {sa_pw()}  (username {efiling_user('skhumalo')})",
          f"Remember: the practice's tax practitioner eFiling profile — {efiling_user('rekenmeesters')} / {sa_pw()}")

    r.add("fnb_online_banking_login",
          f"FNB online banking (besigheid): username {pick('marlize', 'boekhou', 'kantoor')}{digits(2)}, password {sa_pw()}",
          f"FNB online login vir die praktyk se tjekrekening\ngebruikersnaam: Rekenmeesters{digits(3)}\nwagwoord: {sa_pw()}",
          f"Onthou asb: FNB Business online pw changed to {sa_pw()} on Monday, old one is dead",
          f"fnb inl. usr=acmerek{digits(3)} pwd={sa_pw()}",
          f"FNB online banking wagwoord - {pw()} (Pieter se profiel, net vir betalings)")

    r.add("fnb_app_pin",
          f"FNB app PIN op die kantoor foon: {pin(5)}",
          f"my fnb app pin is {pin(5)} — moenie dit vir Elmarie gee nie lol",
          f"Remember the FNB Banking App 5-digit PIN for the practice phone: {pin(5)}",
          f"fnb app pin (nuwe) {pin(5)}, ou een was {pin(5)}",
          f"FNB app: pin {pin(5)} / cellphone banking pin {pin(5)}")

    r.add("bank_otp",
          f"FNB OTP vir die SARS betaling vandag: {pin(6)} (geldig 5 min, Pieter se foon)",
          f"otp from standard bank for the salary batch: {pin(6)} - use it quick",
          f"FNB inContact OTP {pin(6)} — vir die nuwe begunstigde (SARS VAT)",
          f"Hold this for me: OTP {pin(6)} for adding Jacobs Vervoer as beneficiary on FNB",
          f"eenmalige PIN (OTP) van Standard Bank: {pin(5)} — vir die VAT201 betaling")

    r.add("standard_bank_online_banking_login",
          f"Standard Bank Business Online\nUser ID: {rnd(UPPER, 3)}{digits(5)}\nPassword: {sa_pw()}\nUser PIN: {pin(5)}",
          f"standardbank internet banking vir die trustrekening: email boeke@rekenmeesters.example / pw {sa_pw()}",
          f"SBSA business online login — operator {pick('OP1', 'OP2', 'MARLIZE')}, wagwoord {sa_pw()}, authoriser is Pieter",
          f"Std Bank online: {sa_pw()} (changed 1 Mar, hulle forseer elke 90 dae)",
          f"Standard Bank: kaart nommer vir aanteken is die ou debit card, wagwoord {sa_pw()}, pin {pin(5)}")

    r.add("standard_bank_app_pin",
          f"Standard Bank app pin {pin(5)}",
          f"Remember: SB Business app on the office Samsung, PIN {pin(5)}",
          f"std bank app se pin verander na {pin(5)} (was {pin(5)})",
          f"Standard Bank app PIN vir Pieter se iPhone: {pin(5)} — hy vergeet dit altyd",
          f"SB app: {pin(5)}")

    r.add("xero_login",
          f"Xero login: admin@rekenmeesters.example / {sa_pw()}",
          f"xero vir {client()}\nemail: rekeninge@{pick('dutoitwyne', 'mnandi', 'kaapsebakkery')}.example\npassword: {sa_pw()}",
          f"Xero (my advisor login) wagwoord is nou {pw()}",
          f"xero pwd {sa_pw()} , 2FA backup via Google Authenticator op my foon",
          f"Remember the Xero password for the Malan & Seuns org: {sa_pw()} — user is marlize@rekenmeesters.example")

    r.add("xero_api_credentials",
          f"Xero app (custom connection vir Riaan se script)\nclient_id = {xero_client_id()}\nclient_secret = {rnd(URLSAFE, 48)}",
          f"XERO_CLIENT_ID={xero_client_id()}\nXERO_CLIENT_SECRET={rnd(URLSAFE, 48)}",
          f"Riaan het gevra ek moet die Xero client secret onthou: {rnd(URLSAFE, 48)}",
          f"xero oauth refresh token (bank feed sync): {rnd(HEX, 64)}")

    r.add("sage_pastel_login",
          f"Sage Pastel Partner — user SUPERVISOR, password {sa_pw()}",
          f"Sage Business Cloud Accounting login vir {client()}: boeke@{pick('vanwyk', 'bosman', 'malan')}.example / {sa_pw()}",
          f"pastel wagwoord vir die 2024 maatskappy datastel: {rnd(ALNUM, 10)}",
          f"Sage Pastel Evolution: agent MARLIZE ww {sa_pw()} (admin agent pw is {sa_pw()})",
          f"Pastel lêer Kaapse Bakkery is beskerm, password = {pick(*WORDS)}{digits(4)}")

    r.add("simplepay_login",
          f"SimplePay payroll login: payroll@rekenmeesters.example / {sa_pw()}",
          f"simplepay ww: {sa_pw()}",
          f"Remember SimplePay password (we run payroll for 6 clients there): {pw()}",
          f"SimplePay — my login nou {sa_pw()}, Elmarie s'n {sa_pw()}",
          f"simple pay pw changed to {sa_pw()} nadat hulle gese het ons moet 2FA aansit")

    r.add("simplepay_api_key",
          f"SimplePay API key (vir die Xero journal koppeling): {rnd(HEX, 40)}",
          f"curl -H \"Authorization: {rnd(HEX, 40)}\" https://api.payroll.example/v1/clients",
          f"simplepay_api_key: {rnd(ALNUM, 32)}",
          f"SP API sleutel vir Mnandi Catering payroll export — {rnd(HEX, 40)}")

    r.add("office_wifi_password",
          f"Kantoor WiFi: SSID Rekenmeesters-5G, wagwoord {passphrase(3, '')}{digits(2)}",
          f"wifi pw {sa_pw()}",
          f"Office Wi-Fi for clients who ask: network \"Kantoor_Gaste\" pass {pick(*WORDS)}{digits(4)}",
          f"WIFI:T:WPA;S:Rekenmeesters;P:{rnd(ALNUM, 14)};;",
          f"Remember the new office wifi password after Telkom came: {rnd(ALNUM + '#!', 12)}",
          f"wifi (boonste vloer) - {passphrase(4, ' ')}")

    r.add("alarm_code",
          f"Alarm kode vir die kantoor: {pin(4)}",
          f"alarm code {pin(4)} — armed response is Fidelity, hulle bel as dit afgaan",
          f"Remember the alarm disarm code for the office (ADT panel by the back door): {pin(4)}",
          f"nuwe alarmkode {pin(4)} vanaf 1 Julie, ou kode {pin(4)} werk nie meer nie",
          f"Alarm: user 2 (Marlize) code {pin(4)}, user 3 (Elmarie) code {pin(4)}",
          f"| who | alarm code |\n| Marlize | {pin(4)} |\n| cleaner (Thandi) | {pin(4)} |\n| Pieter | {pin(4)} |")

    r.add("armed_response_password",
          f"Armed response wagwoord as hulle bel: \"{pick(*WORDS)}\" , duress kode {pin(4)}",
          f"ADT verbal password: {pick(*WORDS)}{digits(2)} (sê dit as die controlroom bel)",
          f"Fidelity ADT — ons password is {pick(*WORDS)} {pick(*WORDS)}, panic/duress code {pin(4)}",
          f"remember: the armed response password is {pick(*WORDS)}{pick(*WORDS)}")

    r.add("safe_combination",
          f"Kluis kombinasie: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
          f"safe combo {secrets.randbelow(99):02d} L / {secrets.randbelow(99):02d} R / {secrets.randbelow(99):02d} L",
          f"Remember the code for the digital safe in Pieter's office: {pin(6)}#",
          f"kluis in die stoorkamer se kode is {pin(6)} (petty cash + SARS dokumente)",
          f"safe: {pin(4)}-{pin(2)}, moet twee keer druk")

    r.add("cipc_customer_login",
          f"CIPC vir Malan & Seuns: customer code {cipc_code()}, password {sa_pw()}",
          f"cipc customer code {cipc_code()} ww {rnd(ALNUM, 10)} (Du Toit Wyne annual return)",
          f"CIPC login\nCustomer code: {cipc_code()}\nPassword: {sa_pw()}\n(Bosman Boerdery — BO filing due)",
          f"Onthou: die CIPC wagwoord vir Jacobs Vervoer is {sa_pw()} en die customer code {cipc_code()}",
          f"cipc {cipc_code()}/{sa_pw()}")

    r.add("office_email_password",
          f"Microsoft 365: marlize@rekenmeesters.example, pw {sa_pw()}",
          f"Outlook wagwoord vir info@ inbox: {sa_pw()}",
          f"email pw for boeke@rekenmeesters.example changed → {pw()}",
          f"Remember the M365 global admin: admin@rekenmeesters.example / {pw()} (Riaan het dit opgestel)",
          f"ons kantoor epos wagwoord is {sa_pw()} — Elmarie gebruik dieselfde een")

    r.add("scanner_smtp_app_password",
          f"Scan-to-email on the Kyocera: smtp.rekenmeesters.example port 587, user scanner@rekenmeesters.example, app password {app_password()}",
          f"Google app password vir die skandeerder: {app_password()}",
          f"printer smtp\nserver: mail.rekenmeesters.example\nuser: scan@rekenmeesters.example\npass: {rnd(ALNUM, 16)}",
          f"app wagwoord (drukker) {app_password().replace(' ', '')}")

    r.add("bank_card_pin",
          f"FNB besigheids debietkaart PIN: {pin(4)}",
          f"Standard Bank petty cash card pin {pin(4)}",
          f"Remember: the card PIN for the practice's FNB Gold Business card is {pin(4)}",
          f"kaart pin vir die garage kaart {pin(4)} (Pieter se bakkie)")

    r.add("company_card_details",
          f"Practice credit card for CIPC/SARS fees: {groups(luhn('4', 16), 4)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26} CVV {pin(3)}",
          f"FNB kredietkaart {luhn('5', 16)} vervaldatum {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26} cvv {pin(3)} (vir Microsoft subskripsie)",
          f"kaart: {groups(luhn('4', 16), 4, '-')}, {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}, {pin(3)}",
          f"Std Bank company card\nNo: {groups(luhn('5', 16), 4)}\nExp: {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}\nCVC: {pin(3)}")

    r.add("ufiling_login",
          f"uFiling (UIF) login vir die praktyk: rekenmeesters{digits(2)} / {sa_pw()}",
          f"Dept of Labour uFiling - {client()}: username {rnd(LOWER, 6)}{digits(3)} password {sa_pw()}",
          f"ufiling ww {sa_pw()} (moet elke maand UI-19 stuur)",
          f"CompEasy (COIDA return of earnings) login: {rnd(LOWER, 7)} / {sa_pw()}",
          f"ufiling: gebr {rnd(LOWER, 5)}{digits(4)} / ww {pw()} — Mnandi Catering")

    r.add("mfa_backup_codes",
          f"Google Workspace backup codes (admin):\n{recovery_codes(5, 'digits')}",
          f"Xero MFA herstel kodes — bewaar hier:\n{recovery_codes(6, 'plain')}",
          f"backup codes vir my gmail:\n{recovery_codes(4, 'digits')}",
          f"2FA recovery codes (Dropbox):\n{recovery_codes(5, 'plain')}")

    r.add("payslip_pdf_password",
          f"Die salarisstrokies PDF wagwoord vir Mnandi se personeel is {rnd(ALNUM, 8)}",
          f"PDF password for the IRP5 batch I sent Pieter: {pick(*WORDS)}{digits(4)}",
          f"encrypted excel (tax calc 2025) oopmaak wagwoord: {sa_pw()}",
          f"Remember the password on the zipped bank statements from Bosman: {rnd(ALNUM, 10)}")

    r.add("router_admin_password",
          f"Router (Telkom fibre) admin: admin / {rnd(ALNUM, 12)} by 192.168.1.1",
          f"router login admin wagwoord {sa_pw()}",
          f"Mikrotik in die bediener kas: user admin pw {pw()}",
          f"Remember the modem admin password (Vox fibre): {rnd(ALNUM, 10)}")

    r.add("bitlocker_recovery_key",
          f"BitLocker herstelsleutel vir my laptop: {bitlocker_key()}",
          f"Elmarie se laptop BitLocker recovery key {bitlocker_key()}",
          f"Bitlocker key (kantoor PC BOEK-02)\nKey ID: {uid()[:8].upper()}\nRecovery: {bitlocker_key()}",
          f"remember bitlocker recovery {bitlocker_key()} for the reception desktop")

    r.add("password_manager_master",
          f"Bitwarden master wagwoord: {passphrase(5, '-')}{digits(2)}",
          f"1Password Secret Key (praktyk se account): {onepassword_secret_key()}",
          f"my wagwoord bestuurder se master password is \"{passphrase(4, ' ')}\"",
          f"Remember LastPass master pw for the office vault: {sa_pw()}{pick(*WORDS).capitalize()}")

    r.add("nas_backup_password",
          f"Synology NAS (backup) admin: marlize / {sa_pw()} — http://nas.rekenmeesters.internal:5000",
          f"Hyper Backup encryption wagwoord: {passphrase(4, '')}{digits(3)}",
          f"NAS admin pw {pw()}",
          f"backup drive encryption key for the off-site USB: {rnd(ALNUM, 24)}")

    r.add("pastel_sql_connection_string",
          f"Pastel Evolution DB (Riaan se nota): Server=PASTEL-SRV\\SQLEXPRESS;Database=EvolutionCompany;User Id=sa;Password={rnd(ALNUM + '!#', 14)};",
          f"sql sa wagwoord op die Pastel server: {pw()}",
          f"Data Source=pastel.rekenmeesters.internal,1433;Initial Catalog=Evo_KaapseBakkery;User ID=evo_user;Password={sa_pw()}",
          f"odbc connection for the Excel report: DSN=Evolution;UID=reports;PWD={rnd(ALNUM, 12)}")

    r.add("payfast_merchant_credentials",
          f"PayFast (kliënte betaal fakture aanlyn)\nmerchant_id: 1{digits(7)}\nmerchant_key: {rnd(LOWER + DIGITS, 13)}\npassphrase: {passphrase(3, '')}{digits(2)}",
          f"payfast merchant key {rnd(LOWER + DIGITS, 13)} en salt passphrase {sa_pw()}",
          f"PayFast login: accounts@rekenmeesters.example / {sa_pw()}",
          f"PAYFAST_MERCHANT_KEY={rnd(LOWER + DIGITS, 13)}\nPAYFAST_PASSPHRASE={rnd(ALNUM, 18)}")

    r.add("teamviewer_remote_access",
          f"TeamViewer vir Riaan om in te kom: ID {digits(3, True)} {digits(3)} {digits(3)}, password {rnd(LOWER + DIGITS, 8)}",
          f"AnyDesk unattended access wagwoord op die Pastel server: {sa_pw()}",
          f"teamviewer personal password {pw()} (reception PC)",
          f"Remember the remote support password Riaan set up: {rnd(ALNUM, 10)}")

    r.add("sars_efiling_otp_and_pin",
          f"SARS OTP vir Mev. Hendricks se registrasie: {pin(5)} (sy het dit vir my gestuur)",
          f"efiling OTP {pin(5)} — die een vir die ITR14 submission, gebruik voor 3uur",
          f"eFiling otp wat na my epos kom: {pin(6)}",
          f"OTP for Du Toit Wyne se eFiling password reset: {pin(5)}")

    r.add("client_portal_login",
          f"Client portal (documents upload): https://portal.rekenmeesters.example — admin / {sa_pw()}",
          f"Dropbox vir kliënt dokumente: dokumente@rekenmeesters.example ww {sa_pw()}",
          f"Karbon login marlize@rekenmeesters.example {pw()}",
          f"SharePoint guest login vir die ouditeur: ouditeur@acme.example / {sa_pw()}")

    r.add("sars_mobiapp_pin",
          f"SARS MobiApp PIN op die kantoor tablet: {pin(5)}",
          f"sars mobiapp pin {pin(5)}",
          f"MobiApp (Pieter se persoonlike belasting) pin is {pin(5)}",
          f"Remember Sipho's SARS MobiApp login: {efiling_user('skhumalo')} and PIN {pin(5)}")
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("income_tax_reference_number",
          f"Income tax ref for {client()}: {tax_ref()}",
          f"belasting verwysingsnommer van Mev. Hendricks is {tax_ref()}",
          f"ITR12 - Sipho Khumalo - tax no {tax_ref()} - due 20 Oct",
          f"IT ref {tax_ref()} (Bosman Boerdery, provisional tax IRP6)",
          f"Remember Jacobs Vervoer's income tax number: {tax_ref()}")

    r.add("vat_number",
          f"VAT nommer {client()}: {vat_no()}",
          f"Our practice VAT no. {vat_no()} must be on every invoice",
          f"btw reg nr {vat_no()} — Du Toit Wyne, 2-monthly category B",
          f"VAT vendor {vat_no()} / submit VAT201 by the 25th",
          f"supplier VAT number on the Makro invoice: {vat_no()}")

    r.add("company_registration_number",
          f"Reg no Malan & Seuns (Pty) Ltd: {co_reg()}",
          f"maatskappy registrasie nommer {co_reg()} (Kaapse Bakkery)",
          f"CK/reg number for Sea Point Dental: {co_reg()}",
          f"Enterprise number {co_reg()} — annual return due in March",
          f"co reg {co_reg()}, incorporated in Cape Town")

    r.add("invoice_number",
          f"Invoice INV-{digits(5)} to {client()} still unpaid (R{secrets.randbelow(40000) + 1000:,}.00)",
          f"faktuur nr {pick('INV', 'FAK', 'RM')}-{digits(4)} is die een vir die jaarstate",
          f"Remember: credit note CN-{digits(4)} cancels invoice INV-{digits(5)}",
          f"Supplier invoice {rnd(UPPER, 2)}{digits(7)} from Telkom, R{secrets.randbelow(2000) + 300}.00",
          f"Xero invoice #{digits(6)} gestuur aan Bosman op die 3de")

    r.add("bank_account_details",
          f"Ons bankbesonderhede vir fakture: FNB, rek nr {fnb_acc()}, takkode 250655, tjekrekening",
          f"Standard Bank acc {sb_acc()} branch 051001 — Jacobs Vervoer's creditor payment",
          f"Pay SARS: use the SARS beneficiary on eFiling, PRN as reference. Our FNB account {fnb_acc()}",
          f"Capitec {digits(10, True)}, universal code 470010 (Sipho se salaris)",
          f"banking details for the payslip: ABSA {digits(10, True)}, branch 632005, savings",
          f"Nedbank {digits(10, True)} takkode 198765 (Mnandi se verskaffer)")

    r.add("masked_card_number",
          f"Card ending {digits(4)} was used for the CIPC fee",
          f"FNB kaart **** **** **** {digits(4)} is geblokkeer, nuwe een kom volgende week",
          f"Microsoft debit order on card xxxx-xxxx-xxxx-{digits(4)}",
          f"Std Bank statement shows purchase with card 4{digits(5)}******{digits(4)}",
          f"kaart wat eindig op {digits(4)} verval {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(5) + 26}, moet Microsoft opdateer")

    r.add("sars_case_number",
          f"SARS case no. {digits(9, True)} — objection for Bosman 2023",
          f"saak nommer by SARS: {digits(10, True)} (VAT verification, supporting docs opgelaai)",
          f"Remember SARS case {digits(9, True)} for the Hendricks refund audit",
          f"SARS ref (branch visit booking): {rnd(UPPER, 3)}{digits(8)}",
          f"dispute NOO ref {digits(10, True)} lodged 14 May")

    r.add("id_number_public_filing",
          f"Director on CIPC disclosure for Malan & Seuns: ID {sa_id()} (from the public CoR39)",
          f"Member ID number in the CK1 we got from the client: {sa_id()}",
          f"Gazette notice deceased estate: ID {sa_id()}, estate no {digits(5)}/{secrets.randbelow(5) + 2021}",
          f"ID no {sa_id()} staan op die publieke BO register uittreksel")

    r.add("paye_uif_sdl_reference",
          f"PAYE ref {'7' + digits(9)} / UIF U{digits(9)} / SDL L{digits(9)} — Mnandi Catering",
          f"EMP201 vir Kaapse Bakkery, PAYE nommer 7{digits(9)}",
          f"UIF reference U{digits(9)} (ufiling, Van Wyk Loodgieters)",
          f"SDL no L{digits(9)} — exempt, under R500k payroll",
          f"werkgewer verwysing 7{digits(9)} op die EMP501")

    r.add("sars_payment_reference_number",
          f"PRN vir die EMP201 van Maart: {'7' + digits(9)}LC{digits(4)}{digits(4)}",
          f"payment ref number for the VAT201: 4{digits(9)}V{digits(4)}",
          f"Provisional tax PRN {tax_ref()}P{digits(6)} — pay by 31 Aug",
          f"SARS PRN {digits(19, True)} (Hendricks, admin penalty)")

    r.add("password_location_reference",
          "Die SARS eFiling wagwoorde is in die rooi lêer in die kluis, nie op die rekenaar nie",
          "All client logins live in the office Bitwarden vault under 'Kliënte/eFiling' — ask Pieter for access",
          "FNB password: in Pieter se kop, ek het dit nie",
          "the alarm code is on the card in the top drawer of reception",
          "CIPC password: client keeps it himself, he'll phone it through when we file")

    r.add("password_rotation_reminder",
          "Remind me: Standard Bank forces a new password every 90 days, next one due end of June",
          "Moet die SimplePay wagwoord volgende maand verander — herinner my",
          "Change the office Wi-Fi password when Lindiwe leaves on Friday",
          "alarm codes must be reset after the cleaner's contract ends (ask Fidelity)",
          "rotate the Xero passwords for all orgs at financial year end (28 Feb)")

    r.add("password_policy_note",
          "Practice policy: passwords min 12 characters, no client names, no reuse across banks",
          "Wagwoord reël: nooit die eFiling wagwoord per WhatsApp stuur nie",
          "Standard Bank rule: password 8-16 chars, must have a number and a symbol, no spaces",
          "FNB app PIN has to be 5 digits and can't be your birthday or 12345")

    r.add("otp_process_note",
          "FNB OTPs go to Pieter's cell (082 ends 41), so I have to phone him before 10am for payments",
          "SARS stuur die OTP na die kliënt se epos, nie na ons nie — bel eers vir Mev. Hendricks",
          "Standard Bank OTP now comes via the app approval, not SMS anymore",
          "OTP expired again — request a new one only when Pieter is available",
          "remember: Xero 2FA is on the Authenticator app on my phone, reset via Xero support if lost")

    r.add("masked_password",
          "eFiling wagwoord: ********** (sien kluis)",
          "Xero pw: [removed]",
          "SimplePay login: payroll@rekenmeesters.example / •••••••• — changed on 3 Feb",
          "Wi-Fi password: (ask reception)")

    r.add("username_only",
          f"Mev. Hendricks se eFiling username is {efiling_user('mhendricks')} (sy het self die wagwoord)",
          "Xero user for Elmarie: elmarie@rekenmeesters.example, role: Standard + payroll",
          f"CIPC customer code for Van Wyk Loodgieters is {cipc_code()}; password is with Mr van Wyk",
          "FNB operator names: MARLIZE01 (capturer), PIETER01 (authoriser)")

    r.add("xero_invoice_link",
          f"Xero invoice: https://go.xero.example/AccountsReceivable/View.aspx?InvoiceID={uid()}",
          f"Bill in Xero vir Telkom: https://go.xero.example/AccountsPayable/Edit.aspx?InvoiceID={uid()}",
          f"xero contact id for Du Toit Wyne: {uid()}",
          f"Xero org shortcode !{rnd(ALNUM, 5)} — Malan & Seuns")

    r.add("oauth_client_id_public",
          f"Xero app client id (public, staan in die redirect URL): {xero_client_id()} — secret is in Bitwarden",
          f"Google Workspace OAuth client id: {digits(12, True)}-{rnd(LOWER + DIGITS, 32)} (web client, public)",
          f"PayFast merchant_id {'1' + digits(7)} (public, appears on the checkout page)",
          f"Xero tenant id for Kaapse Bakkery: {uid()}")

    r.add("tracking_number",
          f"Courier Guy waybill {pick('TCG', 'CPT', 'WB')}{digits(7)} — Bosman se oorspronklike dokumente na Stellenbosch",
          f"PostNet tracking PN{digits(9)}ZA",
          f"DHL {digits(10, True)}, the audit file for the Johannesburg client",
          f"SA Post Office track & trace RD{digits(9)}ZA (registered letter to SARS)",
          f"Aramex waybill {digits(11, True)}")

    r.add("eft_payment_reference",
          f"EFT ref for Jacobs Vervoer: JV-INV{digits(5)}",
          f"betaling verwysing RM{digits(6)} (Kaapse Bakkery, maandfooi)",
          f"FNB proof of payment trace id {rnd(UPPER + DIGITS, 16)}",
          f"Standard Bank trans ref {digits(12, True)} for the salary run 25 Mar",
          f"SWIFT MT103 ref {rnd(UPPER + DIGITS, 16)} for the UK client's fee")

    r.add("file_hash",
          f"Backup checksum (SHA-256) of the Pastel year-end zip: {hexs(64)}",
          f"md5 van die gestuurde XML lêer: {hexs(32)}",
          f"sha1 {hexs(40)} — IRP5 recon file v3",
          f"Hyper Backup task id {uid()} ran OK, hash {hexs(64)}")

    r.add("teamviewer_id",
          f"TeamViewer ID of reception PC: {digits(3, True)} {digits(3)} {digits(3)} (Riaan asks for it)",
          f"AnyDesk address {digits(3, True)} {digits(3)} {digits(3)}, Riaan connects with his own login",
          f"TeamViewer ID for the Pastel server: {digits(10, True)} (password is in Bitwarden, not here)",
          f"Riaan se TeamViewer ID {digits(3, True)} {digits(3)} {digits(3)} — vir as ek hom moet bel")

    r.add("wifi_settings",
          "Kantoor WiFi: SSID Rekenmeesters-5G, WPA2-Personal, channel 36",
          f"Guest Wi-Fi MAC filter: printer {mac()} and Pieter's laptop {mac()}",
          "Router is at 192.168.1.1, DHCP range .100-.200, Telkom fibre 50/25",
          "Wi-Fi password is on the laminated card at reception — please don't write it here")

    r.add("alarm_account_details",
          f"Fidelity ADT account number {digits(7, True)}, control room number is on the panel sticker",
          "Alarm zones: 1 front door, 2 reception PIR, 3 Pieter's office, 4 back door beam",
          f"Armed response ref for the false alarm on Tuesday: INC{digits(7)}",
          "Alarm panel is an IDS X64, battery replaced March")

    r.add("safe_details",
          f"Kluis is 'n Chubb, serial {rnd(UPPER, 2)}{digits(6)}, installer het die kode",
          "Safe: fire-rated 1 hour, holds original share certificates and the FNB tokens",
          "The combination for the safe is only with Pieter and the bank manager letter",
          f"safe service ticket {digits(6)} booked for 12 June")

    r.add("env_var_reference",
          "Riaan's Xero sync reads XERO_CLIENT_SECRET from the server's .env, not from the script",
          "simplepay_key: ${{ secrets.SIMPLEPAY_API_KEY }}",
          "PAYFAST_PASSPHRASE=<set in the hosting panel>",
          "password: ${PASTEL_SQL_PASSWORD}  # see Bitwarden item 'Pastel SQL'")

    r.add("bitlocker_key_id",
          f"BitLocker Key ID for BOEK-02: {uid().upper()} (recovery key itself is in Microsoft 365 admin)",
          f"laptop BitLocker key ID {uid()[:8].upper()} — search this in Entra to find the key",
          f"Device ID for Elmarie se laptop in Intune: {uid()}",
          "BitLocker is on for all 4 office PCs; recovery keys escrowed to Entra, not written anywhere")

    r.add("payroll_employee_number",
          f"SimplePay employee no {rnd(UPPER, 3)}{digits(3)} — Sipho Dlamini, Mnandi Catering",
          f"werknemer nommer {digits(4)} — Kaapse Bakkery, start datum 1 Maart",
          f"IRP5 certificate number {'7' + digits(9)}{secrets.randbelow(5) + 2021}{digits(10)}",
          f"payrun id {digits(7, True)} for March, 6 employees")

    r.add("bank_swift_iban",
          "FNB SWIFT code FIRNZAJJ, Standard Bank SBZAZAJJ — for the UK client who pays in GBP",
          f"Overseas client's IBAN on their invoice: {iban('GB', rnd(UPPER, 4) + digits(14))}",
          "Our account doesn't have an IBAN; tell foreign clients to use SWIFT + account number",
          f"UK client pays from {pick('Barclays', 'HSBC', 'Lloyds')}, their sort code {digits(2)}-{digits(2)}-{digits(2)}, account {digits(8)} (on their remittance advice)")

    r.add("debit_order_mandate",
          f"DebiCheck mandate ref {rnd(UPPER + DIGITS, 14)} — Sage subscription",
          f"debietorder kontrak verwysing {digits(10, True)} (Telkom)",
          f"Mandate ID {rnd(UPPER, 2)}{digits(10)} for the Microsoft 365 debit",
          f"Xero subscription debit order ref XERO{digits(8)}")

    r.add("sars_efiling_notice",
          f"ITA34 assessment for Hendricks 2024, document ref {digits(14, True)}",
          f"VAT217 notice reference {digits(10, True)}-{digits(4)}",
          "SARS notice of audit (letter dated 4 April) — reply via eFiling 'Respond to audit'",
          f"Tax compliance status for Malan & Seuns checked on eFiling: compliant, valid until {secrets.randbelow(12) + 1:02d}/2026")

    r.add("cipc_filing_reference",
          f"CIPC annual return tracking number {digits(10, True)} (Du Toit Wyne)",
          f"CIPC BO filing reference {rnd(UPPER, 2)}{digits(8)}",
          f"CoR39 tracking {digits(9, True)} submitted 2 June",
          f"CIPC name reservation no {digits(10, True)} — 'Karoo Kombuise' approved")

    r.add("document_link",
          f"SharePoint: https://rekenmeesters.sharepoint.example/sites/Kliente/Shared%20Documents/{uid()}/Jaarstate.xlsx",
          f"Karbon work item https://app.karbon.example/work/{rnd(ALNUM, 12)}",
          f"Dropbox folder id id:{rnd(URLSAFE, 22)} (Bosman scans)",
          f"Jaarstate lêer: \\\\fileserver.rekenmeesters.internal\\Kliente\\MALAN-{digits(4)}\\FY2025\\AFS_v{secrets.randbelow(5) + 1}.pdf")

    r.add("settings_near_secret_words",
          "Xero session timeout 30 min; password reset link valid 24 hours",
          "SimplePay: 2FA required for all users from 1 April, OTP length 6",
          "FNB: password lock after 3 wrong attempts, reset at branch with ID",
          f"Alarm exit delay {secrets.randbelow(30) + 30}s, entry delay {secrets.randbelow(20) + 20}s")
    return r


def main() -> None:
    write_corpora("make_heldout283.py", [
        ("heldout283_credentials.yaml", credentials(),
         "Held-out batch 283: credentials a Cape Town bookkeeper (English/Afrikaans) asks to remember: eFiling, bank, Xero, Pastel, payroll, alarm and safe codes"),
        ("heldout283_lookalikes.yaml", lookalikes(),
         "Held-out batch 283: look-alikes from the same bookkeeper: tax, VAT and company numbers, invoices, bank details, masked cards, case and reference numbers"),
    ])


if __name__ == "__main__":
    main()
