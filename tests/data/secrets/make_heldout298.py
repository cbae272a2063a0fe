# ruff: noqa: E501
"""Writes heldout298_credentials.yaml and heldout298_lookalikes.yaml: held-out batch 298.

Persona: a pharmacist who runs a family pharmacy in Alexandria, Egypt. He writes his notes in
Egyptian Arabic (Arabic script, sometimes Franco-Arabic with digits like 3 and 7) mixed with
English. He keeps the logins of the pharmacy POS and inventory programs, the Fawry and
Vodafone Cash merchant PINs, the InstaPay and CIB/NBE online banking passwords, the client
secret of the Egyptian e-invoice (ETA) portal, the pharmacy Wi-Fi, the narcotics cabinet code,
the CCTV DVR admin password and his Gmail app password; and many notes that only look like
them: masked national ids, tax registration numbers, drug barcodes and batch numbers, invoice
UUIDs, order numbers, phone numbers, IBANs and e-receipt ids.

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
    age_public_key,
    app_password,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openai_project_key,
    pick,
    pw,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

SYMBOLS = "!@#$%&*"


def phone() -> str:
    """An Egyptian mobile number: 010, 011, 012 or 015, then eight digits."""
    return "01" + pick("0", "1", "2", "5") + digits(8)


def eg_iban(spaced: bool = True) -> str:
    """An Egyptian IBAN: bank, branch and a 17-digit account (25 digits)."""
    return iban("EG", digits(25), spaced)


def national_id() -> str:
    """A 14-digit Egyptian national id shape: century, birth date, governorate 02 (Alexandria)."""
    return f"{pick('2', '3')}{secrets.randbelow(30) + 60:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}02{digits(5)}"


def tax_id() -> str:
    return f"{digits(3, lead=True)}-{digits(3)}-{digits(3)}"


def user() -> str:
    return pick("dr.hany", "hany.pharm", "h.elsayed", "saydaleya_elamal", "hany", "admin2") + pick("", digits(2))


def chosen_pw() -> str:
    """A password the pharmacist made up himself, or one a program generated."""
    return pick(
        pw(),
        f"{pick('Amal', 'Shifa', 'Nour', 'Pharma', 'Alex')}{pick('@', '#', '_', '.')}{digits(4)}{rnd(LOWER + UPPER, 3)}",
        f"{pick('hany', 'amal', 'saydaleya', 'dawa2')}{rnd(ALNUM, 6)}{pick(*SYMBOLS)}",
        rnd(ALNUM + SYMBOLS, 14),
    )


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pharmacy_pos_login",
        f"POS بتاع الصيدلية: user admin / pass {chosen_pw()}",
        f"el POS login: user {user()} w el password {rnd(ALNUM, 11)}",
        f"Pharmacy POS\nserver: pos.elamal.internal\nuser: cashier2\npassword: {chosen_pw()}",
        f"باسورد الكاشير اتغير النهارده، الجديد {rnd(ALNUM + '@#', 12)} - متقولوش لحد",
        f"افتكرلي كلمة سر برنامج البيع (شيفت الليل) هي {pick('Layl', 'Night', 'Shift')}{pick('#', '@')}{digits(4)}{rnd(LOWER, 2)}",
    )
    r.add(
        "inventory_system_password",
        f"برنامج المخزن — اسم المستخدم: store_keeper ، الباسورد: {chosen_pw()}",
        f"inventory.acme.internal login -> {user()} / {chosen_pw()}",
        f"el stock system pass el gdeed: {rnd(ALNUM + SYMBOLS, 13)}",
        f"Inventory admin: user=admin pass={rnd(ALNUM, 10)} (ma t2olsh l 7ad)",
        f"اتغير باسورد برنامج الجرد لـ {chosen_pw()} بعد ما الموظف القديم مشي",
    )
    r.add(
        "fawry_merchant_pin",
        f"PIN ماكينة فوري: {digits(4)}",
        f"fawry merchant: code {digits(8, lead=True)} , PIN {digits(6)}",
        f"رقم التاجر في فوري {digits(7, lead=True)} والرقم السري بتاع الماكينة {digits(6)}",
        f"Fawry POS PIN = {digits(4)} (el makana el gdeda elly 3al cashier)",
        f"فوري: باسورد تطبيق Fawry Business {chosen_pw()} والـ PIN {digits(4)}",
    )
    r.add(
        "vodafone_cash_merchant_pin",
        f"فودافون كاش التاجر: رقم المحفظة {phone()} ، PIN {digits(6)}",
        f"VF cash merchant pin: {digits(6)}",
        f"el PIN bta3 Vodafone Cash el tagr et8ayar l {digits(6)}",
        f"محفظة فودافون كاش بتاعة الصيدلية\nالرقم: {phone()}\nالرقم السري: {digits(6)}",
        f"remember: vodafone cash business {phone()} pin {digits(6)} — matedihoosh le 7ad fel shi2t",
    )
    r.add(
        "instapay_pin",
        f"InstaPay PIN (IPN): {digits(6)}",
        f"انستاباي: العنوان hany.{rnd(LOWER, 4)}@instapay والباسورد {chosen_pw()} والـ PIN {digits(6)}",
        f"الباسوورد بتاع ابلكيشن انستاباي {rnd(ALNUM + SYMBOLS, 12)}",
        f"IPN pin bta3 7esab el NBE 3ala instapay: {digits(6)}",
        f"instapay: pass {chosen_pw()}\npin {digits(6)} (3ashan el ta7weel lel mowarede)",
    )
    r.add(
        "cib_online_banking_password",
        f"CIB internet banking\nUser ID: {rnd(LOWER + DIGITS, 9)}\nPassword: {chosen_pw()}",
        f"باسورد CIB online banking: {chosen_pw()}",
        f"cib online: username {user()} pass {rnd(ALNUM + SYMBOLS, 12)}",
        f"البنك التجاري الدولي - أونلاين بانكنج: كلمة السر الجديدة {chosen_pw()} (اتغيرت بعد ما اتقفل الحساب)",
        f"CIB business online — token PIN {digits(4)} w el password {chosen_pw()}",
    )
    r.add(
        "nbe_online_banking_password",
        f"الأهلي نت: اسم المستخدم {user()}، كلمة المرور {chosen_pw()}",
        f"NBE Al Ahly Net login -> {user()} / {chosen_pw()}",
        f"el ahly net pass: {rnd(ALNUM + SYMBOLS, 11)}",
        f"البنك الأهلي — الانترنت بانكنج\nusername: {user()}\npassword: {chosen_pw()}",
        f"Ahly phone banking PIN: {digits(6)} w online pass {rnd(ALNUM, 10)}",
    )
    r.add(
        "eta_einvoice_client_secret",
        f"ETA e-invoice API\nclient_id: {uid()}\nclient_secret: {uid()}",
        f"الفاتورة الإلكترونية: client secret = {uid()}",
        f"ETA_CLIENT_ID={uid()}\nETA_CLIENT_SECRET={uid()}",
        f"بوابة الفاتورة الالكترونية (preprod): Client ID {uid()} / Client Secret 1 {uid()}",
        f'curl -X POST https://id.eta.example/connect/token -d "grant_type=client_credentials&client_id={uid()}&client_secret={uid()}&scope=InvoicingAPI"',
    )
    r.add(
        "eta_signing_token_pin",
        f"PIN بتاع التوكن (فلاشة التوقيع الإلكتروني): {digits(8)}",
        f"e-signature USB token pin: {rnd(ALNUM, 8)}",
        f"رقم سري فلاشة التوقيع: {rnd(ALNUM, 8)} - لو اتكتب غلط 3 مرات بتتقفل",
        f"signer tool config:\nTokenSerial={digits(8)}\nTokenPin={digits(6)}",
        f"token pin el e-invoice {digits(6)} (el 2adeem kan mktoob 3ala el 3elba, sheltoo)",
    )
    r.add(
        "eta_taxpayer_portal_login",
        f"بوابة الضرايب (e-tax portal): الإيميل elamal.pharmacy@acme.example الباسورد {chosen_pw()}",
        f"ETA portal login: {tax_id()} / {chosen_pw()}",
        f"موقع المنظومة: يوزر hany.{rnd(LOWER, 3)}@mail.example\nباس {rnd(ALNUM + SYMBOLS, 12)}",
        f"el portal bta3 el dara2eb: password {chosen_pw()} — el mo7aseb 3aref el user",
        f"taxpayer portal pass changed to {rnd(ALNUM, 12)}",
    )
    r.add(
        "pharmacy_wifi_password",
        f"واي فاي الصيدلية: Saydaleyet_ElAmal / {rnd(ALNUM, 12)}",
        f"wifi: SSID ElAmal-{digits(2)} pass {chosen_pw()}",
        f"WIFI:T:WPA;S:Pharmacy_Staff;P:{rnd(ALNUM + SYMBOLS, 14)};;",
        f"باسورد النت بتاع الصيدلية اتغير: {rnd(ALNUM, 10)}",
        f"el wifi bta3 el makhzan (WE router): {rnd(LOWER + DIGITS, 10)}",
    )
    r.add(
        "narcotics_cabinet_code",
        f"كود دولاب المخدرات (الجدول): {digits(6)}",
        f"narcotics cabinet combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"رقم خزنة أدوية الجدول: {digits(4)} — محدش يعرفه غيري أنا ود. منى",
        f"el code bta3 dolab el mo5adarat: {digits(5)}#",
        f"Schedule drugs cabinet: new code {digits(6)} (changed after the inspection)",
    )
    r.add(
        "cctv_dvr_admin_password",
        f"DVR الكاميرات: admin / {chosen_pw()}",
        f"Hikvision DVR 192.168.1.64 user admin pass {rnd(ALNUM + SYMBOLS, 12)}",
        f"rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.64:554/Streaming/Channels/101",
        f"كلمة سر جهاز تسجيل الكاميرات {chosen_pw()} ، والـ verification code بتاع الابلكيشن {rnd(UPPER, 6)}",
        f"el cameras: dvr pass {rnd(ALNUM, 9)} — el fanny 3ayzha 3ashan ysala7 camera 3",
    )
    r.add(
        "gmail_app_password",
        f"Gmail app password (for POS email reports): {app_password()}",
        f"باسورد التطبيق بتاع الجيميل للـ Outlook: {app_password()}",
        f"SMTP:\nhost smtp.gmail.com:587\nuser elamal.pharmacy@acme.example\npass {app_password().replace(' ', '')}",
        f"app pass gmail {app_password()}",
        f"كلمة مرور التطبيقات من جوجل (عشان التقارير توصل على الإيميل): {app_password()}",
    )
    r.add(
        "bank_card_details",
        f"كارت CIB: {groups(luhn('4'), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"NBE debit card {groups(luhn('5'), 4)} — {card_expiry()} — CVV {digits(3)} — PIN {digits(4)}",
        f"كارت ميزة بتاع الصيدلية\n{luhn('5078', 16)}\nانتهاء {card_expiry()}\nالرقم السري {digits(4)}",
        f"visa el sharika: {groups(luhn('4'), 4, '-')} {card_expiry()} {digits(3)}",
        f"card for online orders: {luhn('4')} | {card_expiry()} | cvv {digits(3)}",
    )
    r.add(
        "google_backup_codes",
        "أكواد الطوارئ بتاعة حساب جوجل:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
        "google backup codes: " + ", ".join(digits(8) for _ in range(6)),
        "Backup verification codes (gmail el saydaleya)\n" + "\n".join(f"{i}. {digits(4)} {digits(4)}" for i in range(1, 9)),
        f"كود احتياطي لجوجل لو الموبايل ضاع: {digits(4)} {digits(4)} و {digits(4)} {digits(4)}",
        "2FA recovery: " + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(4)),
    )
    r.add(
        "bitlocker_recovery_key",
        f"لابتوب الصيدلية BitLocker recovery key:\n{bitlocker_key()}",
        f"bitlocker key el laptop el 2adeem: {bitlocker_key()}",
        f"Recovery key (Key ID {hexs(8).upper()}): {bitlocker_key()}",
        f"مفتاح الاسترداد بتاع الهارد: {bitlocker_key()}",
        f"BitLocker - PC el cashier\n{bitlocker_key()}",
    )
    r.add(
        "distributor_portal_password",
        f"موقع الطلبيات بتاع الموزع (order.acme-pharma.example): كود العميل {digits(6)} الباسورد {chosen_pw()}",
        f"distributor B2B portal — user {user()} pass {rnd(ALNUM, 10)}",
        f"el mandoob edany el pass bta3 el app: {rnd(ALNUM + SYMBOLS, 10)}",
        f"باسورد أبلكيشن طلبيات الأدوية اتغير لـ {chosen_pw()}",
        f"supplier portal\nlogin: pharm{digits(5)}\npassword: {chosen_pw()}",
    )
    r.add(
        "pos_database_connection_string",
        f"Server=pos-db.internal;Database=PharmacyPOS;User Id=sa;Password={rnd(ALNUM + '!@#', 14)};",
        f"mssql://sa:{rnd(ALNUM, 12)}@192.168.1.10:1433/pharmacy",
        f"connection string el backup: Data Source=.\\SQLEXPRESS;Initial Catalog=Stock;User ID=pharm;Password={chosen_pw()}",
        f"الفني قال ده الاتصال بالداتابيز: mysql://root:{rnd(ALNUM, 11)}@db.elamal.internal:3306/pos",
        f'DB_URL="postgresql://inventory:{rnd(ALNUM, 16)}@10.0.0.5:5432/stock"',
    )
    r.add(
        "whatsapp_business_token",
        f"WhatsApp Cloud API token (3ashan rasayel el tlabat): EAA{rnd(ALNUM, 180)}",
        f"توكن واتساب بيزنس: EAAG{rnd(ALNUM, 170)}",
        f"WHATSAPP_TOKEN=EAA{rnd(ALNUM, 190)}\nPHONE_NUMBER_ID={digits(15, lead=True)}",
        f"Authorization: Bearer EAA{rnd(ALNUM, 185)}",
        f"el permanent token bta3 el system user: EAAJ{rnd(ALNUM, 175)}",
    )
    r.add(
        "telegram_bot_token",
        f"بوت تليجرام لتنبيهات النواقص: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"telegram bot token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"BOT_TOKEN={digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}\nCHAT_ID=-100{digits(10, lead=True)}",
        f"el bot bta3 el expiry alerts: token {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
        f"https://api.telegram.org/bot{digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}/sendMessage",
    )
    r.add(
        "paymob_secret_key",
        f"Paymob secret key: egy_sk_live_{rnd(ALNUM, 64)}",
        f"باي موب (الدفع أونلاين للتوصيل): API key {rnd(ALNUM, 120)}",
        f"PAYMOB_SECRET_KEY=egy_sk_live_{rnd(ALNUM, 64)}\nPAYMOB_HMAC={hexs(32).upper()}",
        f"el HMAC secret bta3 paymob: {hexs(32).upper()}",
        f"paymob test key egy_sk_test_{rnd(ALNUM, 64)}",
    )
    r.add(
        "sms_gateway_credentials",
        f"SMS gateway (rasayel el 3omala): user elamal{digits(3)} pass {chosen_pw()} sender ElAmal",
        f"شركة الرسايل: API key {hexs(32)}",
        f"sms.acme.example/api?username=elamal&password={rnd(ALNUM, 10)}&sender=ElAmal",
        f"باسورد لوحة الرسايل القصيرة {rnd(ALNUM + SYMBOLS, 11)}",
        f"SMS_API_KEY={rnd(ALNUM, 40)}",
    )
    r.add(
        "router_admin_password",
        f"راوتر WE: 192.168.1.1 admin / {rnd(ALNUM, 10)}",
        f"router admin pass {chosen_pw()}",
        f"el router bta3 el saydaleya: user admin pass {rnd(LOWER + DIGITS, 8)} (ghayarto mn el default)",
        f"الراوتر - صفحة الإعدادات\nuser: admin\npass: {chosen_pw()}",
        f"PPPoE account: {digits(8)}@tedata.example / {rnd(ALNUM, 8)}",
    )
    r.add(
        "alarm_system_code",
        f"كود الإنذار: {digits(4)}",
        f"alarm disarm code {digits(4)}, duress code {digits(4)}",
        f"el alarm bta3 el bab el wara: {digits(6)}#",
        f"جهاز الإنذار - كود الماستر {digits(6)} وكود العمال {digits(4)}",
        f"Alarm installer code {digits(4)} / user code {digits(4)}",
    )
    r.add(
        "cash_safe_combination",
        f"خزنة الفلوس: {digits(2)}-{digits(2)}-{digits(2)}",
        f"safe combo: L{digits(2)} R{digits(2)} L{digits(2)}",
        f"رقم الخزنة الإلكترونية {digits(6)} والمفتاح الاحتياطي عند بابا",
        f"el 5azna el soghayara: code {digits(4)}",
        f"cash safe new code {digits(8)} (changed 1/{secrets.randbelow(12) + 1})",
    )
    r.add(
        "insurance_portal_password",
        f"موقع التأمين الصحي (مطالبات الروشتات): provider {digits(5)} باسورد {chosen_pw()}",
        f"medical insurance portal claims.acme-health.example — {user()} / {chosen_pw()}",
        f"el TPA portal pass: {rnd(ALNUM + SYMBOLS, 12)}",
        f"باسورد شركة الرعاية (عشان الموافقات) {rnd(ALNUM, 10)}",
        f"insurance approvals\nuser: ph{digits(6)}\npass: {chosen_pw()}",
    )
    r.add(
        "email_account_password",
        f"الهوتميل القديم بتاع الطلبيات: elamal.orders@mail.example / {chosen_pw()}",
        f"outlook pass {rnd(ALNUM + SYMBOLS, 12)}",
        f"إيميل الصيدلية الباسورد بتاعه {chosen_pw()}",
        f"yahoo mail el 2adeem: pass {rnd(ALNUM, 10)} (lessa feeh fawateer 2adeema)",
        f"IMAP: mail.acme.example:993 user orders@acme.example pass {chosen_pw()}",
    )
    r.add(
        "openai_api_key",
        f"OpenAI key (لبرنامج الأسئلة عن التداخلات الدوائية): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"el api key bta3 el chatbot: {openai_project_key()}",
        f"مفتاح OpenAI الجديد {openai_project_key()} — القديم اتلغى",
        f"openai: sk-{rnd(ALNUM, 48)}",
    )
    r.add(
        "mobile_wallet_pin",
        f"محفظة اتصالات كاش الشخصية: {phone()} PIN {digits(6)}",
        f"orange cash pin {digits(6)}",
        f"PIN فودافون كاش بتاعي أنا (مش بتاع الصيدلية) {digits(6)}",
        f"we pay pin: {digits(6)}",
        f"el wallet bta3 mama: {phone()} w el pin {digits(6)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "masked_national_id",
        f"رقم البطاقة بتاع د. منى: {national_id()[:2]}**********{digits(2)}",
        f"national id (masked on the contract): {'*' * 10}{digits(4)}",
        f"el ra2m el 2awmy bta3 el mandoob ykhlas b {digits(4)} — el baky m5fy",
        f"بطاقة العميل في الروشتة: {national_id()[:3]}XXXXXXX{digits(4)}",
        f"ID: {national_id()[:1]}•••••••••••{digits(2)} (last two digits only, for the insurance form)",
    )
    r.add(
        "tax_registration_number",
        f"رقم التسجيل الضريبي للصيدلية: {tax_id()}",
        f"Tax registration no. {tax_id().replace('-', '')} (on every e-invoice)",
        f"el ra2m el dareeby bta3 el mowarede: {tax_id()}",
        f"الموزع الجديد — سجل ضريبي {tax_id()} ، مأمورية الإسكندرية أول",
        f"RIN {digits(9, lead=True)} for issuer, RIN {digits(9, lead=True)} for receiver",
    )
    r.add(
        "drug_barcode",
        f"باركود البانادول الجديد: {ean13('622')}",
        f"barcode {ean13('622')} mesh byetkeri 3al POS, lazem netda5alo manual",
        f"Augmentin 1g — EAN {ean13('622')}, GTIN 0{ean13('622')}",
        f"الصنف ده ليه باركودين: {ean13('622')} و {ean13('622')}",
        f"scan el barcode {ean13('622')} tala3 esm dawa tany — ablagh el sharika",
    )
    r.add(
        "batch_number",
        f"batch {rnd(UPPER + DIGITS, 7)} exp {card_expiry()} — ra2ab 3aleh",
        f"تشغيلة رقم {rnd(UPPER + DIGITS, 8)} مسحوبة من السوق، رجعها للموزع",
        f"Lot: {pick('B', 'L', 'N')}{digits(6)}  MFG 03/24  EXP {card_expiry()}",
        f"el tashghila {digits(2)}{rnd(UPPER, 2)}{digits(4)} feeha 3elab maksoora",
        f"recall notice: batches {rnd(UPPER + DIGITS, 6)}, {rnd(UPPER + DIGITS, 6)}",
    )
    r.add(
        "einvoice_uuid",
        f"UUID الفاتورة اللي اترفضت: {hexs(64).upper()}",
        f"e-invoice uuid {hexs(64).upper()} status Valid",
        f"el fatoora {digits(6)} etba3tet w el uuid {hexs(64).upper()}",
        f"الفاتورة المرتجعة (credit note) مرتبطة بـ {hexs(64).upper()}",
        f"submission {rnd(UPPER + DIGITS, 26)} — 3 documents accepted",
    )
    r.add(
        "e_receipt_id",
        f"الإيصال الإلكتروني: https://invoicing.eta.example/receipts/search/{hexs(64).upper()}/share/2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}T10:15:00Z",
        f"e-receipt no. {digits(10, lead=True)} uuid {hexs(64)}",
        f"el receipt bta3 el 3ameel: {hexs(64)}",
        f"رقم الإيصال {digits(8, lead=True)} على جهاز POS رقم {digits(3)}",
        f"receipt reference {rnd(UPPER + DIGITS, 12)} printed with the QR code",
    )
    r.add(
        "supplier_order_number",
        f"طلبية الموزع رقم {digits(8, lead=True)} — لسه موصلتش",
        f"order #{rnd(UPPER, 2)}-{digits(7)} 3ala el portal",
        f"PO {digits(4)}/{digits(5)} — Cataflam + Concor",
        f"el talabeya {digits(9, lead=True)} naqsa 2 3elab insulin",
        f"order {rnd(UPPER + DIGITS, 10)} cancelled, re-ordered as {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "phone_number",
        f"رقم المندوب: {phone()}",
        f"delivery boy: {phone()} / {phone()}",
        f"el doctor el gded fel 3eyada elly gamb: {phone()}",
        f"خدمة عملاء الموزع: 0{pick('2', '3')}{digits(7)}",
        f"whatsapp el saydaleya: +20{phone()[1:]}",
    )
    r.add(
        "iban",
        f"IBAN الصيدلية (للتحويل من شركات التأمين): {eg_iban()}",
        f"ebtaa7 el flus 3ala {eg_iban(False)}",
        f"حساب الموزع في البنك الأهلي: {eg_iban()}",
        f"Beneficiary: ElAmal Pharmacy\nIBAN: {eg_iban()}\nSWIFT: ACMEEGCX",
        f"IBAN el mo7aseb {eg_iban(False)} — 3ashan el at3ab",
    )
    r.add(
        "fawry_reference_number",
        f"رقم مرجعي فوري لفاتورة الكهربا: {digits(9, lead=True)}",
        f"fawry ref {digits(10, lead=True)} — el 3ameel dafa3",
        f"ادفع بالرقم المرجعي {digits(9, lead=True)} في أي منفذ فوري",
        f"Fawry payment code {digits(9, lead=True)} expires in 48h",
        f"el reference bta3 talabeyet el online: {digits(10, lead=True)}",
    )
    r.add(
        "instapay_address",
        f"عنوان انستاباي للتحويل: elamal.{rnd(LOWER, 4)}@instapay",
        f"7awel 3ala hany.{digits(3)}@instapay",
        f"InstaPay payment link: https://ipn.acme.example/{rnd(LOWER + DIGITS, 10)}",
        f"IPA el sharika: acmepharma{digits(2)}@instapay",
        "ابعت للعميل عنوان الدفع elamalpharmacy@instapay مش رقم الحساب",
    )
    r.add(
        "eta_client_id_only",
        f"ETA client id (public, used with the secret from the vault): {uid()}",
        f"الـ client id بتاع الفاتورة الإلكترونية {uid()} — السيكرت مش هنا",
        f"activity code {digits(4)}, branch id 0, client_id {uid()}",
        f"ERP system registered on ETA as {uid()}",
        f"el mo7aseb talab el client id bas: {uid()}",
    )
    r.add(
        "password_rotation_note",
        "افتكر تغير باسورد الأهلي نت أول الشهر",
        "gheyar el password bta3 el POS kol 90 yom — akher marra kanet fe Ramadan",
        "CIB baat SMS en el password hayenteh3 ba3d 7 ayam",
        "خلّي الموظف الجديد يعمل باسورد خاص بيه على الكاشير، مش بتاعي",
        "reset DVR admin password on Saturday when the technician comes",
    )
    r.add(
        "secret_location_reference",
        "كود دولاب المخدرات في الظرف اللي في الخزنة",
        "el PIN bta3 fawry ma3 bably fel daftar el a7mar",
        "ETA client secret stored in Bitwarden under 'ETA prod'",
        "باسورد الواي فاي مكتوب ورا الراوتر",
        "gmail app password is in the password manager, folder Pharmacy",
    )
    r.add(
        "masked_card_number",
        f"الكارت اللي آخره {digits(4)} اتسحب منه {secrets.randbelow(900) + 100} جنيه",
        f"card **** **** **** {digits(4)} expired, new one coming",
        f"visa ending {digits(4)} — declined at the supplier",
        f"{luhn('4')[:6]}******{digits(4)} (from the POS slip)",
        f"el kart {luhn('5')[:4]} XXXX XXXX {digits(4)} hwa elly 3alih el eshterak",
    )
    r.add(
        "wifi_settings_without_password",
        f"واي فاي الزباين: ElAmal_Guest، WPA2، channel {secrets.randbelow(11) + 1}",
        "wifi el staff: SSID Pharmacy_Staff, password fel daftar",
        f"router WE: model {rnd(UPPER + DIGITS, 8)}, IP 192.168.1.1, DHCP 100-200",
        f"el wifi bey2ta3 kol {secrets.randbelow(50) + 10} de2i2a — kalem WE",
        "5GHz band: Saydaleya-5G, hidden SSID off",
    )
    r.add(
        "dvr_device_info",
        f"DVR serial {rnd(UPPER + DIGITS, 9)}-{digits(9)}, 8 channels, 2TB",
        f"جهاز الكاميرات IP 192.168.1.{secrets.randbelow(200) + 20} port 8000",
        f"el DVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build {digits(6)}",
        f"Hik-Connect device serial {rnd(UPPER + DIGITS, 9)}",
        f"camera 3 model {rnd(UPPER + DIGITS, 10)} — warranty till {card_expiry()}",
    )
    r.add(
        "mac_address",
        f"MAC بتاع طابعة الباركود: {mac(upper=True)}",
        f"block device {mac()} from wifi (mesh ma3roof)",
        f"POS terminal MAC {mac('-', True)}",
        f"الراوتر MAC {mac()}",
        f"el laptop el gded {mac()}, reserve IP .50",
    )
    r.add(
        "pin_policy",
        "PIN فوري لازم يكون 4 أرقام ومينفعش يتكرر",
        f"vodafone cash merchant: max {secrets.randbelow(50) + 10}k EGP/day, PIN tries 3",
        "InstaPay PIN 6 digits, OTP valid 5 min",
        "el token bta3 el tawqee3 byetkfel ba3d 3 marat ghalat",
        "CIB online password: 8-20 characters, must include symbol",
    )
    r.add(
        "insurance_claim_number",
        f"مطالبة التأمين رقم {digits(10, lead=True)} اترفضت",
        f"claim {rnd(UPPER, 3)}-{digits(8)} approved 85%",
        f"approval code {rnd(UPPER + DIGITS, 8)} lel rosheta",
        f"member card {digits(12, lead=True)} — Class B",
        f"prescription id {uid()} (e-prescription)",
    )
    r.add(
        "commercial_registration_number",
        f"السجل التجاري: {digits(6, lead=True)} إسكندرية",
        f"CR no. {digits(5, lead=True)} — renew before {card_expiry()}",
        f"ترخيص الصيدلية رقم {digits(4)}/{pick('2019', '2021', '2023')}",
        f"رقم القيد بالنقابة {digits(5, lead=True)}",
        f"el sagel el togary el gded {digits(6, lead=True)}",
    )
    r.add(
        "shipment_tracking_number",
        f"شحنة الكريمات من القاهرة: {digits(11, lead=True)}",
        f"tracking {rnd(UPPER, 2)}{digits(9)}EG",
        f"courier waybill {digits(12, lead=True)} — el mandoob hayegy bokra",
        f"AWB {digits(3)}-{digits(8)}",
        f"el shorta {rnd(UPPER + DIGITS, 10)} wasal el makhzan",
    )
    r.add(
        "pos_terminal_id",
        f"ماكينة الفيزا: TID {digits(8)} MID {digits(15, lead=True)}",
        f"terminal id {rnd(UPPER + DIGITS, 8)} - law wa2fet kalem el bank",
        f"POS {digits(2)} serial {rnd(UPPER + DIGITS, 12)}",
        f"merchant id on the slip: {digits(12, lead=True)}",
        f"el makana batch no. {digits(6)} settlement tamam",
    )
    r.add(
        "env_var_reference",
        "ETA_CLIENT_SECRET=${ETA_CLIENT_SECRET}",
        "password: ${{ secrets.POS_DB_PASSWORD }}",
        "smtp_pass = os.environ['GMAIL_APP_PASSWORD']",
        "DB_PASSWORD=<ask Hany>",
        "vault kv get secret/pharmacy/paymob",
    )
    r.add(
        "paymob_public_key",
        f"Paymob public key (في الموقع عادي): egy_pk_live_{rnd(ALNUM, 32)}",
        f"integration id {digits(7, lead=True)}, iframe id {digits(6, lead=True)}",
        f"PAYMOB_PUBLIC_KEY=egy_pk_test_{rnd(ALNUM, 32)}",
        f"paymob transaction {digits(9, lead=True)} refunded",
        f"order id paymob {digits(9, lead=True)}, merchant order {uid()}",
    )
    r.add(
        "installer_checksum",
        f"POS setup.exe sha256 {hexs(64)}",
        f"الملف اللي بعته الفني md5: {hexs(32)}",
        f"update v{secrets.randbelow(9) + 1}.{secrets.randbelow(20)} checksum {hexs(40)}",
        f"backup file hash {hexs(64)}",
        f"el version commit {hexs(7)}",
    )
    r.add(
        "wallet_transaction_id",
        f"تحويل فودافون كاش رقم العملية {digits(12, lead=True)}",
        f"instapay ref {digits(12, lead=True)} — 1500 EGP",
        f"transaction {rnd(UPPER + DIGITS, 16)} pending",
        f"el 3ameel ba3at screenshot, el reference {digits(10, lead=True)}",
        f"VF cash trx id: {digits(11, lead=True)}",
    )
    r.add(
        "drug_registration_number",
        f"رقم تسجيل الدواء في هيئة الدواء: {digits(5)}/{pick('2018', '2020', '2022')}",
        f"EDA reg no {digits(5)} — imported",
        f"سعر جبري رقم {digits(4)} لسنة 2024",
        f"the new generic, reg. {digits(4)}/{digits(4)}",
        f"el mosta7dar da registration {digits(6)}",
    )
    r.add(
        "utility_account_number",
        f"عداد الكهربا: {digits(11, lead=True)}",
        f"kart el 3addad: {digits(8, lead=True)}",
        f"water meter no {digits(9, lead=True)}",
        f"أرضي الصيدلية: 03{digits(7)}",
        f"WE account {digits(10, lead=True)} — bill due 5th",
    )
    r.add(
        "public_key",
        f"ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} backup@nas.elamal.internal",
        f"age public key for the backups: {age_public_key()}",
        f"الـ public key اللي الفني طلبه للسيرفر: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
        f"key fingerprint SHA256:{rnd(ALNUM + '+/', 43)}",
        f"GPG key id {hexs(16).upper()}",
    )
    r.add(
        "masked_password",
        "POS pass: ********",
        "الباسورد: •••••••• (متخزن في الخزنة)",
        f"wifi password {rnd(LOWER, 2)}******",
        "CIB pass [REDACTED]",
        "el pin: xxxx",
    )
    return r


def main() -> None:
    write_corpora("make_heldout298.py", [
        ("heldout298_credentials.yaml", credentials(), "Alexandria family-pharmacy notes (Egyptian Arabic, Arabizi and English) that hold credentials: POS and bank logins, merchant PINs, ETA client secrets, codes, keys"),
        ("heldout298_lookalikes.yaml", lookalikes(), "Alexandria family-pharmacy notes that only look secret: masked ids, tax numbers, barcodes, batch numbers, invoice UUIDs, IBANs, references to where secrets live"),
    ])


if __name__ == "__main__":
    main()
