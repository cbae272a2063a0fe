# ruff: noqa: E501
"""Writes heldout281_credentials.yaml and heldout281_lookalikes.yaml: held-out batch 281.

Persona: the office and IT manager of a small law firm in Haifa, who writes her notes in
Hebrew with some English and Russian. She keeps the logins for Net-HaMishpat (the courts'
e-filing system) and its smart-card PIN, the Israel Tax Authority portal, the Bank Hapoalim
and Leumi business online banking with their codes, the Microsoft 365 admin, the
case-management software, the office Wi-Fi, the alarm code and the printer admin; and many
look-alikes: case file numbers, ID (teudat zehut) numbers in court documents, company
numbers, invoice and receipt numbers, IBANs, masked card numbers, phone numbers and court
hearing ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
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
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

SYMBOLS = "!@#$%&*"
WORDS = ["כרמל", "גלים", "חוף", "זית", "ים", "אורן", "מגדל", "נמל", "עוגן", "שקד", "תמר", "רימון"]
LATIN_WORDS = ["carmel", "stella", "hadar", "bahai", "wadi", "nisnas", "masada", "panorama", "galim", "technion"]


def pin(n: int) -> str:
    """A PIN that is not a run of one digit."""
    while True:
        p = digits(n)
        if len(set(p)) > 2:
            return p


def check_digit_il(body: str) -> str:
    """The check digit of an Israeli ID or company number (weights 1, 2, 1, 2 ...)."""
    total = 0
    for i, c in enumerate(body):
        d = int(c) * (1 if i % 2 == 0 else 2)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


def tz() -> str:
    """A teudat zehut number: eight digits and a check digit."""
    body = digits(8)
    return body + check_digit_il(body)


def company_no(prefix: str = "51") -> str:
    """A company (ח.פ.) or amuta number with a valid check digit."""
    body = prefix + digits(6)
    return body + check_digit_il(body)


def s10(service: str = "RR") -> str:
    """An Israel Post (UPU S10) tracking number with a valid check digit."""
    body = digits(8)
    total = sum(int(c) * w for c, w in zip(body, (8, 6, 4, 2, 3, 5, 9, 7), strict=True))
    check = 11 - total % 11
    check = 0 if check == 10 else 5 if check == 11 else check
    return f"{service}{body}{check}IL"


def il_iban(bank: str = "012") -> str:
    return iban("IL", bank + digits(3) + "0000000" + digits(6))


def mobile() -> str:
    return f"05{pick('0', '2', '3', '4', '8')}-{digits(7, lead=True)}"


def haifa_phone() -> str:
    return f"04-8{digits(6)}"


def case_no() -> str:
    kind = pick('ת"א', 'ת"ק', 'עת"מ', 'ה"פ', 'תמ"ש', 'ע"א', 'סע"ש', 'רע"א')
    return f"{kind} {secrets.randbelow(90000) + 10000}-{secrets.randbelow(12) + 1:02d}-{pick(22, 23, 24, 25)}"


def ms_recovery_code() -> str:
    return "-".join(rnd(UPPER + DIGITS, 5) for _ in range(5))


def entra_secret() -> str:
    """A Microsoft Entra (Azure AD) app client secret value."""
    return f"{rnd(ALNUM, 3)}{secrets.randbelow(10)}Q~{rnd(ALNUM + '_~.-', 34)}"


def bank_user() -> str:
    return rnd(UPPER, 2) + digits(5)


def human_pw() -> str:
    """A password a person in a Haifa office would make up."""
    return pick(
        f"{pick('Haifa', 'Carmel', 'Hadar', 'Galim', 'Stella')}{secrets.randbelow(9000) + 1000}{pick(*SYMBOLS)}",
        f"{pick('Lawyer', 'Mishpat', 'Tik', 'Office')}_{rnd(ALNUM, 6)}{pick(*SYMBOLS)}",
        f"{rnd(LOWER, 4).capitalize()}{secrets.randbelow(90) + 10}{pick(*SYMBOLS)}{rnd(ALNUM, 5)}",
        pw(),
    )


def credentials() -> Rows:
    r = Rows()

    r.add(
        "net_hamishpat_smartcard_pin",
        f'PIN של הכרטיס החכם לנט המשפט (של עו"ד כהן): {pin(6)}',
        f"נט המשפט - קוד PIN לכרטיס של מיכל: {pin(6)}\nPUK: {pin(8)}",
        f"smart card pin нет-а-мишпат - {pin(6)} (не путать с кодом сигнализации!)",
        f"כרטיס חכם #2 (הקורא בחדר ישיבות)\nPIN {pin(6)}\nאם ננעל – PUK {pin(8)}",
        f'תזכורת: הקוד לכרטיס החכם של עו"ד לוי שונה ל-{pin(6)}, הישן כבר לא עובד',
    )

    r.add(
        "net_hamishpat_password_login",
        f"נט המשפט – כניסה עם שם משתמש וסיסמה (לא כרטיס):\nמשתמש: {pick('mlevi', 'office.cohen', 'yael.k')}{digits(2)}\nסיסמה: {human_pw()}",
        f"net hamishpat user {tz()} / pass {human_pw()}  (מזכירה משפטית, הרשאת צפייה)",
        f"סיסמא לנט המשפט של המתמחה: {human_pw()} — להחליף אחרי שהיא מקבלת כרטיס",
        f"נה\"מ סיסמה חדשה {human_pw()} (пароль поменяла 03/25)",
    )

    r.add(
        "tax_authority_portal_login",
        f'רשות המסים – מערכת מייצגים\nקוד משתמש: {digits(8, lead=True)}\nסיסמה: {human_pw()}',
        f"שע\"מ מייצגים: user {digits(8, lead=True)} pass {human_pw()} (הקוד הנוסף מגיע ב-SMS לנייד של רות)",
        f"אזור אישי רשות המסים של המשרד - סיסמא {human_pw()}, ת.ז. המשתמש {tz()}",
        f"налоговая (רשות המסים) — пароль {human_pw()}, логин {digits(8, lead=True)}",
        f"סיסמה לדיווחי מע\"מ אונליין: {human_pw()}",
    )

    r.add(
        "hapoalim_business_login",
        f"פועלים בעסקים\nקוד משתמש: {bank_user()}\nסיסמה: {human_pw()}",
        f"בנק הפועלים עסקי – user {bank_user()} / {human_pw()} (חשבון נאמנות, סניף הדר)",
        f"hapoalim biz login: {bank_user()} pw: {human_pw()}\nקוד מזהה: {pin(6)}",
        f"Поалим бизнес пароль {human_pw()} (логин {bank_user()})",
        f"הפועלים - הסיסמה הוחלפה היום ל {human_pw()}",
    )

    r.add(
        "leumi_business_login",
        f"לאומי לעסקים\nמספר משתמש: {digits(9, lead=True)}\nסיסמה: {human_pw()}\nקוד מזהה: {pin(6)}",
        f"Leumi business – user {rnd(LOWER, 5)}{digits(3)}, password {human_pw()}",
        f"סיסמא ללאומי (חשבון שוטף של המשרד) {human_pw()}",
        f"לאומי: שם משתמש {rnd(LOWER, 6)} | סיסמה {human_pw()} | קוד סודי לאישור העברות {pin(5)}",
        f"Леуми для бизнеса: {human_pw()}",
    )

    r.add(
        "bank_transfer_signing_pin",
        f"קוד חתימה להעברות בפועלים (המורשה השני): {pin(6)}",
        f"PIN של הטוקן של לאומי: {pin(4)}",
        f"קוד אישור העברות מעל 50 אלף – {pin(6)}, רק לשותף המנהל",
        f"signing code for wires (Leumi): {pin(6)}",
    )

    admin = pick("admin", "it", "office.admin")
    r.add(
        "m365_admin_password",
        f"Microsoft 365 admin\n{admin}@cohenlevi-law.onmicrosoft.com\n{pw()}",
        f"אדמין של אופיס 365: global admin {admin}@acme-law.co.il.example סיסמה {pw()}",
        f"M365 break-glass account: breakglass@acme-law.onmicrosoft.com / {rnd(ALNUM + SYMBOLS, 24)}",
        f"סיסמה לפורטל admin.microsoft.com - {pw()}",
        f"админка офиса 365 — {pw()}",
    )

    r.add(
        "m365_recovery_code",
        f"קוד שחזור של חשבון Microsoft (אם הטלפון אובד): {ms_recovery_code()}",
        f"MS account recovery code:\n{ms_recovery_code()}\n(בכספת יש עותק)",
        f"код восстановления Microsoft {ms_recovery_code()}",
    )

    r.add(
        "entra_app_client_secret",
        f"App registration של סריקה למייל (scan-to-365)\nclient secret: {entra_secret()}\nתוקף עד 12/2026",
        f"Azure AD secret for the case-software sync: {entra_secret()}",
        f"ENTRA_CLIENT_SECRET={entra_secret()}",
        f"הסוד של האפליקציה ב-Entra (גיבוי מיילים): {entra_secret()}",
    )

    r.add(
        "case_management_login",
        f"מערכת ניהול תיקים (cases.acme-law.internal)\nמשתמש: admin\nסיסמה: {human_pw()}",
        f"תוכנת ניהול משרד – סיסמת מנהל מערכת {human_pw()}",
        f"case mgmt login for the new paralegal: dana.r / {human_pw()} (temp, временный — לשנות בכניסה ראשונה)",
        f"LexDesk admin pw: {pw()}",
        f"ניהול תיקים, משתמש שירות לגיבוי: svc_backup סיסמא {rnd(ALNUM, 18)}",
    )

    db_pw = rnd(ALNUM, 20)
    r.add(
        "case_db_connection_string",
        f"Server=sql01.acme-law.internal;Database=CasesDB;User Id=cases_app;Password={db_pw};",
        f"חיבור ל-DB של ניהול תיקים:\npostgresql://cases:{rnd(ALNUM, 18)}@db.acme-law.internal:5432/cases",
        f"connection string לדוחות:\nData Source=10.0.0.12\\SQLEXPRESS;Initial Catalog=Billing;uid=sa;pwd={human_pw()}",
        f"mysql -h crm.acme-law.internal -u reports -p'{rnd(ALNUM, 16)}' crm",
    )

    r.add(
        "office_wifi_password",
        f"WiFi משרד: CohenLevi-Office / {human_pw()}",
        f"סיסמה לאינטרנט האלחוטי במשרד: {rnd(ALNUM, 12)}",
        f"wifi pasw {pick(*LATIN_WORDS)}{digits(4)}{pick(*SYMBOLS)}",
        f"WIFI:T:WPA;S:Acme-Law-5G;P:{rnd(ALNUM, 14)};;",
        f"пароль от вайфая в офисе — {pick(*LATIN_WORDS).capitalize()}{digits(6)}",
    )

    r.add(
        "guest_wifi_password",
        f"WiFi אורחים (לקוחות בחדר המתנה): Guest-Acme, סיסמה {pick(*LATIN_WORDS)}{digits(4)}",
        f"guest wifi this month: {rnd(LOWER + DIGITS, 10)}",
        f"סיסמת אורחים חדשה: {pick(*LATIN_WORDS).capitalize()}{digits(3)}{pick(*SYMBOLS)}",
    )

    r.add(
        "alarm_code",
        f"קוד אזעקה: {pin(4)}",
        f"אזעקה - קוד נטרול {pin(4)}, קוד מצוקה {pin(4)}",
        f"код сигнализации {pin(4)} (ввести и нажать #)",
        f"alarm: {pin(4)}#  — אם מצפצף אחרי 30 שניות מתקשרים למוקד",
        f"הקוד החדש של האזעקה אחרי הפריצה בבניין: {pin(6)}",
    )

    r.add(
        "building_door_code",
        f"קוד לדלת הכניסה לבניין (רח' הנביאים): {pin(4)}*",
        f"חניון – קוד לשער {pin(5)}",
        f"код от двери в подъезд {pin(4)}",
        f"door keypad for the archive room: {pin(6)}",
    )

    r.add(
        "safe_combination",
        f"צירוף לכספת: {secrets.randbelow(99)}-{secrets.randbelow(99)}-{secrets.randbelow(99)}",
        f"כספת דיגיטלית בחדר של השותף: {pin(6)}",
        f"сейф: {pin(6)}",
    )

    r.add(
        "printer_admin_password",
        f"מדפסת Ricoh בקומה 2 – admin / {rnd(ALNUM, 10)}",
        f"printer admin (HP M479, 10.0.0.50): {human_pw()}",
        f"סיסמת מנהל למדפסת: {pin(6)} (ברירת המחדל הוחלפה)",
        f"Kyocera web panel: Admin / {rnd(ALNUM, 12)}",
        f"принтер — админ пароль {rnd(ALNUM, 8)}",
    )

    r.add(
        "firewall_admin_password",
        f"FortiGate 60F\nhttps://10.0.0.1:8443\nadmin / {pw()}",
        f"סיסמת ניהול לפיירוול: {rnd(ALNUM + SYMBOLS, 18)}",
        f"FortiGate REST API token (לניטור): {rnd(LOWER + DIGITS, 30)}",
        f"ראוטר של בזק (הגיבוי) – admin {rnd(ALNUM, 10)}",
    )

    r.add(
        "vpn_preshared_key",
        f"VPN לעבודה מהבית – pre-shared key: {rnd(ALNUM, 32)}",
        f"IPsec PSK (משרד חיפה <-> סניף ת\"א): {rnd(ALNUM + SYMBOLS, 28)}",
        f"FortiClient: server vpn.acme-law.example, user ruth, password {human_pw()}",
        f"ключ VPN (PSK) — {rnd(ALNUM, 24)}",
    )

    r.add(
        "nas_admin_password",
        f"Synology DS920+ (nas.acme-law.internal:5001)\nadmin: {pw()}",
        f"NAS סיסמה לאדמין {human_pw()}",
        f"גישה לשרת הקבצים: \\\\nas01\\cases משתמש office סיסמא {rnd(ALNUM, 14)}",
        f"QNAP admin pw {rnd(ALNUM, 16)}",
    )

    r.add(
        "backup_encryption_passphrase",
        f"Hyper Backup – סיסמת הצפנה לגיבוי: {phrase(LATIN_WORDS, 5, '-')}",
        f"Backup encryption passphrase (בלי זה אי אפשר לשחזר!!): {rnd(ALNUM + SYMBOLS, 32)}",
        f"ключ шифрования бэкапа в облаке: {phrase(WORDS, 4)} {digits(3)}",
        f"Veeam encryption password: {pw()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker – המחשב הנייד של עו\"ד כהן:\n{bitlocker_key()}",
        f"מפתח שחזור ביטלוקר LAW-PC07: {bitlocker_key()}",
        f"Recovery key (laptop Yael): {bitlocker_key()}",
        f"ключ восстановления BitLocker: {bitlocker_key()}",
    )

    r.add(
        "gmail_app_password",
        f"סיסמת אפליקציה ל-Gmail (הסורק שולח ממנו): {app_password()}",
        f"app password scanner.acmelaw@gmail.example – {app_password()}",
        f"пароль приложения для почты сканера: {app_password()}",
    )

    r.add(
        "comsign_token_pin",
        f"קומסיין – PIN לטוקן החתימה האלקטרונית: {pin(8)}",
        f"Comsign token pin {pin(6)} (של עו\"ד לוי)",
        f"חתימה דיגיטלית, סיסמת הטוקן: {human_pw()}",
        f"PIN токена ЭЦП — {pin(6)}",
    )

    r.add(
        "green_invoice_api_secret",
        f"חשבונית ירוקה API\nID: {uid()}\nSecret: {rnd(ALNUM, 22)}",
        f"morning (green invoice) api key: {uid()} / secret {rnd(URLSAFE, 22)}",
        f"GREENINVOICE_SECRET={rnd(ALNUM, 22)}",
        f"סיסמה לחשבונית ירוקה (כניסה רגילה): {human_pw()}",
    )

    r.add(
        "bituach_leumi_employer_login",
        f"ביטוח לאומי – מעסיקים\nמשתמש: {rnd(LOWER, 6)}{digits(2)}\nסיסמה: {human_pw()}",
        f"בט\"ל סיסמא לדיווח 102: {human_pw()}",
        f"битуах леуми (работодатель) пароль: {human_pw()}",
        f"ביטוח לאומי: user {tz()} pass {human_pw()}",
    )

    r.add(
        "payroll_system_login",
        f"חילן – כניסה למנהל שכר: {rnd(LOWER, 5)} / {human_pw()}",
        f"מערכת שכר, סיסמה: {human_pw()}",
        f"payroll (Michpal) admin password {pw()}",
        f"зарплата — логин office, пароль {human_pw()}",
    )

    r.add(
        "ssh_private_key",
        f"המפתח הפרטי לשרת הגיבוי (backup.acme-law.internal):\n{openssh_private()}",
        f"id_ed25519 של המחשב שלי, למקרה שאני מחליפה מחשב:\n{openssh_private()}",
        f"ключ для сервера:\n{openssh_private()}",
    )

    r.add(
        "domain_registrar_password",
        f"רשם דומיינים (acme-law.co.il): user cohenlevi pass {human_pw()}",
        f"domain registrar login {rnd(LOWER, 7)} / {pw()}",
        f"Auth code להעברת הדומיין: {rnd(ALNUM + SYMBOLS, 16)}",
    )

    r.add(
        "pbx_sip_password",
        f"מרכזיה – שלוחה 104 (קבלה)\nsip user: 104\nsecret: {rnd(ALNUM, 16)}",
        f"SIP trunk password: {rnd(ALNUM, 20)}",
        f"סיסמת ניהול למרכזיה (pbx.acme-law.internal): {human_pw()}",
        f"[105]\ntype=friend\nsecret={rnd(ALNUM, 14)}\nhost=dynamic",
    )

    r.add(
        "wordpress_admin_password",
        f"אתר המשרד – wp-admin\nuser: cohenlevi_admin\npass: {pw()}",
        f"WordPress application password (ל-Zapier): {groups(rnd(ALNUM, 24), 4)}",
        f"וורדפרס סיסמה {human_pw()}",
        f"FTP לאתר: ftp.acme-law.example user web pass {rnd(ALNUM, 14)}",
    )

    r.add(
        "password_manager_master",
        f"1Password של המשרד\nSecret Key: {onepassword_secret_key()}\nMaster password: {phrase(LATIN_WORDS, 4, '-')}{digits(2)}",
        f"Secret Key (1Password emergency kit): {onepassword_secret_key()}",
        f"Bitwarden master pw: {phrase(LATIN_WORDS, 5, ' ')}",
        f"мастер-пароль от менеджера паролей: {rnd(ALNUM + SYMBOLS, 22)}",
    )

    r.add(
        "openai_api_key",
        f"מפתח API של OpenAI (לתמלול הקלטות דיונים): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ключ OpenAI для сводок: {openai_project_key()}",
    )

    r.add(
        "website_contact_form_sendgrid",
        f"SendGrid API key לטופס יצירת קשר באתר: {sendgrid_key()}",
        f"SMTP לטופס: smtp.sendgrid.net, user apikey, password {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
    )

    r.add(
        "office_credit_card",
        f"כרטיס אשראי של המשרד (לתשלום אגרות): {groups(luhn('4580'), 4)} תוקף {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)} CVV {digits(3)}",
        f"ויזה עסקית לאומי\n{luhn('4580')}\n{secrets.randbelow(12) + 1:02d}/{pick(27, 28)}\n{digits(3)}",
        f"карта для Microsoft: {groups(luhn('5326'), 4)}, cvv {digits(3)}",
        f"Amex של השותף (רק לנסיעות): {luhn('37', 15)} exp {secrets.randbelow(12) + 1:02d}/{pick(27, 29)} cid {digits(4)}",
    )

    r.add(
        "m365_temp_password",
        f"משתמש חדש – noa@acme-law.example, סיסמה זמנית {rnd(UPPER, 1)}{rnd(LOWER, 3)}{digits(5)}",
        f"temp pw for Avital after reset: {rnd(ALNUM, 12)} (must change at next sign-in)",
        f"временный пароль для стажера: {rnd(UPPER, 1)}{rnd(LOWER, 4)}{digits(4)}!",
    )

    r.add(
        "zoom_account_password",
        f"Zoom של המשרד: office@acme-law.example / {human_pw()}",
        f"זום – סיסמה {human_pw()}, host key {pin(6)}",
        f"Zoom host key для дистанционных заседаний: {pin(6)}",
    )

    r.add(
        "voicemail_pin",
        f"תא קולי של הקו הראשי (04): קוד {pin(4)}",
        f"voicemail PIN ext. 101: {pin(4)}",
        f"голосовая почта — код {pin(4)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "court_case_number",
        f"תיק {case_no()} – דיון קדם נקבע ל-14.5 בשעה 09:00",
        f"לפתוח תיקייה ב-SharePoint ל {case_no()} ול {case_no()}",
        f"case no. {case_no()} (בימ\"ש השלום חיפה)",
        f"дело {case_no()} — отправить клиенту протокол",
        f"מספר תיק פנימי {pick('CL', 'HF')}-{pick(23, 24, 25)}-{digits(4)} = {case_no()} בנט המשפט",
        f"הגשנו כתב הגנה ב{case_no()}",
    )

    r.add(
        "teudat_zehut_in_court_doc",
        f"בכתב התביעה התובע: ת.ז. {tz()}",
        f"לתקן בתצהיר את מספר הזהות ל-{tz()} (הייתה טעות הקלדה)",
        f"ID of the defendant per the court form: {tz()}",
        f"ת\"ז של העדה {tz()}, כתובת רח' הרצל 12 חיפה",
        f"номер теудат зеут клиента в доверенности: {tz()}",
    )

    r.add(
        "company_number",
        f"ח.פ. של הלקוח: {company_no()}",
        f"החברה הנתבעת – {pick('אקמה', 'גלים', 'כרמל')} בע\"מ, ח\"פ {company_no()}",
        f"company reg. no. {company_no()} — לבדוק ברשם החברות",
        f"עמותה מס' {company_no('58')}",
        f"номер компании (ח.פ.) {company_no()}",
    )

    r.add(
        "invoice_number",
        f"חשבונית מס {pick(2024, 2025)}-{digits(5)} נשלחה ללקוח",
        f"invoice #{digits(6, lead=True)} from the IT vendor – לשלם עד סוף החודש",
        f"חשבונית מס/קבלה מס' {digits(5, lead=True)} בוטלה, הופקה חשבונית זיכוי {digits(5, lead=True)}",
        f"счет {digits(6, lead=True)} от поставщика бумаги",
        f"חשבונית ירוקה – מסמך {digits(5, lead=True)}, מזהה {uid()}",
    )

    r.add(
        "receipt_number",
        f"קבלה מס' {digits(5, lead=True)} על שכ\"ט",
        f"receipt {digits(7, lead=True)} for court fee",
        f"קבלה {digits(6, lead=True)} — לצרף לתיק",
        f"квитанция {digits(6, lead=True)}",
    )

    r.add(
        "iban",
        f"IBAN של חשבון הנאמנות: {il_iban('012')}",
        f"פרטי העברה ללקוח: לאומי {il_iban('010')}",
        f"IBAN for the foreign client wire: {il_iban(pick('012', '010', '020'))}, SWIFT POALILIT",
        f"IBAN משרד: {il_iban('010')}",
        f"реквизиты для перевода: {il_iban('012')}",
    )

    r.add(
        "masked_card_number",
        f"כרטיס אשראי של המשרד מסתיים ב-{digits(4)}",
        f"חיוב של מיקרוסופט על כרטיס ****{digits(4)}",
        f"card on file: **** **** **** {digits(4)} (exp. {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)})",
        f"{luhn('4580')[:6]}******{digits(4)} – ויזה עסקית לאומי",
        f"карта фирмы, последние цифры {digits(4)}",
    )

    r.add(
        "phone_number",
        f"טלפון המשרד {haifa_phone()}, פקס {haifa_phone()}",
        f"מזכירות בית המשפט המחוזי חיפה: {haifa_phone()}",
        f"נייד של הטכנאי: {mobile()}",
        f"phone of the client (Russian speaker): {mobile()}",
        f"позвонить нотариусу {mobile()}",
    )

    r.add(
        "court_hearing_id",
        f"מזהה דיון בנט המשפט: {digits(9, lead=True)}, אולם {secrets.randbelow(12) + 1}",
        f"hearing id {digits(8, lead=True)} – דיון הוכחות",
        f"הזימון לדיון {digits(9, lead=True)} הגיע, השופטת ביקשה לצרף מסמכים",
        f"номер заседания {digits(9, lead=True)}",
        f"דיון מס' {digits(8, lead=True)} נדחה, מס' בקשה {secrets.randbelow(90) + 1}",
    )

    r.add(
        "password_rotation_note",
        "להחליף את סיסמת ה-Wi-Fi פעם ברבעון, הפעם הבאה ב-1.7",
        "להזכיר לכולם לעדכן סיסמה לנט המשפט לפני שפג התוקף (כל 90 יום)",
        "M365: password expiry disabled, במקום זה MFA לכולם",
        "сменить пароль от банка — Лиора уходит в декрет",
        "שיניתי את הסיסמה של הפועלים היום, החדשה ב-1Password",
    )

    r.add(
        "password_policy",
        "מדיניות סיסמאות במשרד: לפחות 12 תווים, אות גדולה, מספר וסימן, בלי שמות של ילדים",
        "policy: lockout after 5 failed attempts, 15 min",
        "PIN לכרטיס החכם: 6–8 ספרות, לא תאריך לידה",
        "правило: пароли не писать на стикерах!",
    )

    r.add(
        "secret_location_reference",
        "ה-PIN של הכרטיס החכם במעטפה סגורה בכספת, מדף עליון",
        "הקוד של האזעקה – לשאול את רות, לא לרשום פה",
        "M365 break-glass password is in the sealed envelope with the managing partner",
        "пароль от банка у Авиталь в телефоне",
        "קודי השחזור מודפסים ונמצאים בתיק 'IT' בארון הנעול",
    )

    r.add(
        "m365_tenant_id",
        f"Tenant ID של המשרד: {uid()}",
        f"M365 tenant: acme-law.onmicrosoft.com ({uid()})",
        f"directory id {uid()} — לתת לספק הגיבוי",
        f"tenant {uid()}, region Israel",
    )

    r.add(
        "entra_app_client_id",
        f"Application (client) ID של scan-to-365: {uid()}",
        f"client_id={uid()}\ntenant_id={uid()}",
        f"Entra app 'CaseSync' – client id {uid()}, הסוד ב-Key Vault",
        f"Object ID {uid()}",
    )

    r.add(
        "wifi_settings_without_password",
        f"WiFi משרד: SSID CohenLevi-Office, WPA3, ערוץ 36, MAC של הנקודה {mac(upper=True)}",
        "guest network isolated, VLAN 20, bandwidth limit 20 Mbps",
        f"נקודת גישה בחדר ישיבות: {mac()} IP 10.0.0.{secrets.randbelow(200) + 20}",
        "вайфай для гостей — пароль на табличке в приемной",
    )

    r.add(
        "printer_serial_and_mac",
        f"מדפסת Ricoh: S/N {rnd(UPPER + DIGITS, 11)}, MAC {mac(upper=True)}, IP 10.0.0.50",
        f"HP printer serial {rnd(UPPER, 3)}{digits(7)}, toner CF259X",
        f"מונה הדפסות: {digits(6, lead=True)}, חוזה שירות {digits(7, lead=True)}",
        f"Kyocera – מספר מכשיר {rnd(UPPER + DIGITS, 10)}",
    )

    r.add(
        "tracking_number",
        f"דואר רשום לבית המשפט: {s10('RR')}",
        f"מעקב משלוח: {s10('RR')} ו-{s10('RR')}",
        f"tracking {s10('EE')} (שליח מתל אביב)",
        f"трекинг заказного письма {s10('RR')}",
        f"אישור מסירה {s10('RR')} חזר חתום",
    )

    r.add(
        "tax_file_number",
        f"תיק ניכויים {digits(9, lead=True)}",
        f"מספר עוסק מורשה: {company_no()}",
        f"VAT file {digits(9, lead=True)} – דוח דו-חודשי",
        f"тик никуим {digits(9, lead=True)}",
    )

    r.add(
        "support_ticket_number",
        f"קריאת שירות מיקרוסופט: {digits(16, lead=True)}",
        f"ticket INC{digits(7)} at the IT vendor",
        f"קריאה {digits(7, lead=True)} בבזק – תקלה בקו",
        f"тикет поддержки {digits(8, lead=True)}",
        f"case #{digits(8, lead=True)} Synology support",
    )

    r.add(
        "document_hash",
        f"SHA-256 של הקובץ שהוגש: {hexs(64)}",
        f"md5 of the exhibit pdf: {hexs(32)}",
        f"חותמת זמן למסמך, hash {hexs(64)}",
        f"хэш файла {hexs(40)}",
    )

    r.add(
        "sharepoint_link_with_guid",
        f"https://acmelaw.sharepoint.example/sites/Cases/Shared%20Documents/Forms/AllItems.aspx?id={uid()}",
        f"קישור לתיקייה: https://acmelaw.sharepoint.example/:f:/s/Cases/{rnd(URLSAFE, 22)}",
        f"Teams meeting: https://teams.example/l/meetup-join/19%3ameeting_{rnd(ALNUM, 44)}%40thread.v2/0",
        f"sourcedoc={{{uid().upper()}}}",
    )

    r.add(
        "ssh_public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ruth@law-pc07",
        f"להוסיף ל-authorized_keys בשרת:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} backup",
        f"публичный ключ: ssh-rsa {ssh_pub('ssh-rsa', 270)} office",
    )

    r.add(
        "secrets_env_reference",
        "password: ${{ secrets.CASES_DB_PASSWORD }}",
        "SMTP_PASS נלקח מ-$env:SMTP_PASS במחשב השרת",
        "GREENINVOICE_SECRET should be set in the Key Vault, not in the script",
        "пароль берется из переменной окружения BACKUP_PASSPHRASE",
    )

    r.add(
        "password_manager_item_path",
        "op://Office/Leumi business/password",
        "הסיסמה של המדפסת נמצאת ב-1Password תחת 'IT > Printers'",
        "Bitwarden collection 'Banks' – גישה רק לשותפים",
        "keyvault://acme-law-kv/secrets/cases-db-pass",
    )

    r.add(
        "masked_password",
        "סיסמה: ********",
        f"password: {rnd(UPPER, 1)}******{pick(*SYMBOLS)}",
        "пароль: ●●●●●●●● (показать только админам)",
        "PIN: ****",
    )

    r.add(
        "two_factor_settings",
        f"אימות דו-שלבי בפועלים: SMS לנייד {mobile()}",
        "MFA ב-M365: Authenticator app, number matching, 30 sec",
        "קוד חד פעמי מרשות המסים תקף 10 דקות",
        "2FA для Лиоры перенесен на новый телефон",
    )

    r.add(
        "alarm_company_details",
        f"חברת האזעקה – מספר לקוח {digits(6, lead=True)}, מוקד {haifa_phone()}",
        f"alarm zones: 1 entrance, 2 archive, 3 server room; panel model {rnd(UPPER, 2)}-{digits(4)}",
        "האזעקה נדרכת אוטומטית ב-21:00 בימים א'-ה'",
        f"охрана — номер договора {digits(7, lead=True)}",
    )

    r.add(
        "court_fee_voucher_number",
        f"שובר אגרה מס' {digits(11, lead=True)} שולם",
        f"אגרת בית משפט – אסמכתא {digits(9, lead=True)}, סכום 1,186 ₪",
        f"court fee voucher {digits(11, lead=True)}",
        f"пошлина, номер ваучера {digits(11, lead=True)}",
    )

    r.add(
        "asset_tag_and_hostname",
        f"LAW-HFA-PC{secrets.randbelow(30) + 1:02d} – S/N {rnd(UPPER + DIGITS, 10)}",
        f"מחשב נייד של המתמחה: tag IT-{digits(4)}, Dell service tag {rnd(UPPER + DIGITS, 7)}",
        f"hostname law-lt-{rnd(LOWER + DIGITS, 6)}",
        f"инвентарный номер монитора {digits(6, lead=True)}",
    )

    r.add(
        "bitlocker_key_id",
        f"BitLocker recovery key ID: {hexs(8).upper()}",
        f"מזהה מפתח שחזור (Key ID) {uid().upper()} – המפתח עצמו ב-Entra",
        f"Protector ID {{{uid().upper()}}}",
        f"ID ключа BitLocker {hexs(8).upper()}, сам ключ в Intune",
    )

    r.add(
        "payment_publishable_key",
        f"Stripe publishable key לאתר: pk_live_51{rnd(ALNUM, 97)}",
        f"מספר מסוף קארדקום: {digits(4, lead=True)} (ציבורי, מופיע בדף התשלום)",
        f"reCAPTCHA site key של טופס יצירת קשר (public): 6L{rnd(URLSAFE, 38)}",
    )

    r.add(
        "bank_transfer_reference",
        f"אסמכתא העברה {digits(8, lead=True)} מפועלים",
        f"העברה בנקאית – מספר אסמכתא {digits(9, lead=True)}, סניף {digits(3, lead=True)}, חשבון {digits(6, lead=True)}",
        f"wire ref FT{digits(5)}{rnd(UPPER + DIGITS, 5)}",
        f"номер подтверждения перевода {digits(8, lead=True)}",
    )

    r.add(
        "windows_error_code",
        "Outlook error 0x800CCC0E שוב אצל מיכל",
        "Event ID 4625 – ניסיונות כניסה כושלים ב-PC05",
        f"ошибка 0x{hexs(8).upper()} при сканировании",
    )

    r.add(
        "supply_order_number",
        f"הזמנה מאופיס דיפו מס' {digits(8, lead=True)}",
        f"order #{rnd(UPPER, 2)}-{digits(6)} (טונרים) – יגיע ביום ג'",
        f"заказ бумаги {digits(7, lead=True)}",
        f"הזמנת רכש PO-{pick(2024, 2025)}-{digits(4)} לכיסאות",
        f"Dell order {digits(10, lead=True)}, tracking in the vendor portal",
    )

    r.add(
        "employer_file_number",
        f"תיק מעסיק בביטוח לאומי: {digits(9, lead=True)}",
        f"מספר תיק במס הכנסה: {digits(9, lead=True)}",
        f"employer file {digits(9, lead=True)} – טופס 102",
    )
    return r


def main() -> None:
    write_corpora("make_heldout281.py", [
        ("heldout281_credentials.yaml", credentials(), "Held-out batch 281: credentials a Haifa law-firm office manager keeps (court smart-card PINs, bank and tax logins, M365, alarm, Wi-Fi)"),
        ("heldout281_lookalikes.yaml", lookalikes(), "Held-out batch 281: a Haifa law firm's look-alikes (case and hearing numbers, ID and company numbers, IBANs, masked cards, references to secrets)"),
    ])


if __name__ == "__main__":
    main()
