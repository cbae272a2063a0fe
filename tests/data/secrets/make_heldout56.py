# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout56_credentials.yaml and heldout56_lookalikes.yaml: batch 56 of the held-out corpus.

Persona: a pharmacist who owns a small pharmacy in Cairo and keeps her notes in Egyptian
Arabic (Arabic script), Franco-Arabic (Arabizi, with 3, 7, 2, 5 for the Arabic letters) and
English. Her credentials are InstaPay and mobile-wallet PINs, internet banking, the Fawry
merchant portal, the pharmacy software, distributor portals, the e-invoice (ETA) portal and
API, the POS terminal, Wi-Fi, the CCTV recorder, delivery apps, Gmail and the Facebook page,
the safe and the narcotics cabinet. Her look-alikes are the numbers a pharmacy lives among:
batch and lot numbers, barcodes, tax and commercial registration numbers, invoice numbers,
e-invoice UUIDs, Fawry reference codes, orders, phones, prices, doses, InstaPay addresses,
IBANs for receiving money and licence numbers.

The batch was written blind: without reading the detector, its tests or its other corpora.
Every value is synthetic and drawn at run time from the `secrets` module; hosts are under
`.example`, `.internal`, `.test` or acme.
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
    b64,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    pick,
    rnd,
    uid,
    write_corpora,
)

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
DOCTORS = ("Mona", "Karim", "Heba", "Sherif", "Rania")


def mobile() -> str:
    """An Egyptian mobile number."""
    return pick("010", "011", "012", "015") + digits(8)


def hpw() -> str:
    """A password a pharmacist or her staff would pick."""
    return pick(
        f"{pick('Mona', 'Karim', 'Yassin', 'Malak', 'Omar', 'Nour', 'Salma', 'Ahly', 'Zamalek', 'Pharma', 'Dawaa', 'Shefa')}{pick('@', '#', '_', '.', '')}{pick(str(1975 + secrets.randbelow(30)), digits(4), digits(3))}",
        f"{pick('saydaleya', 'elshefa', 'dawa2', '3elag', 'ro4eta', 'elnour', 'masr', 'ya7ya')}{digits(pick(2, 3, 4))}{pick('!', '@', '#', '$', '')}",
        rnd(ALNUM, pick(10, 12, 14)),
        f"{pick('P@ssw0rd', 'Cairo', 'Maadi', 'Heliopolis', 'Nasr', 'Dokki')}{pick('_', '@', '')}{digits(4)}{pick('!', '*', '')}",
        f"{pick('Hamsa', 'Fayrouz', 'Loza', 'Basbosa', 'Kahraman')}{pick('*', '#', '@')}{digits(2)}{rnd(UPPER, 2)}",
    )


def pin(n: int = 6) -> str:
    """A PIN that is not a trivial run (people are told to avoid 123456)."""
    while True:
        out = digits(n)
        if len(set(out)) > min(2, n - 1):
            return out


def user(first: str) -> str:
    return f"{first.lower()}{pick('.', '_', '')}{pick('pharmacy', 'ph', 'saydaleya', digits(2))}"


def codes8(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def tax_no() -> str:
    d = digits(9, lead=True)
    return f"{d[:3]}-{d[3:6]}-{d[6:]}"


def eg_iban() -> str:
    return iban("EG", pick("0002", "0003", "0019", "0037") + digits(4) + digits(17), spaced=pick(True, False))


def credentials() -> Rows:
    r = Rows()
    r.add(
        "instapay_pin",
        f"الـPIN الجديد بتاع انستاباي: {pin(6)}\nغيرته بعد ما الموبايل وقع مني",
        f"InstaPay pin {pin(6)} - el account 3la el CIB bta3 el saydaleya",
        f"انستاباي على موبايل الصيدلية\nرقم سري {pin(6)}\n(Hany بيحول للموزع منه لما انا مش موجودة)",
    )
    r.add(
        "vodafone_cash_pin",
        f"فودافون كاش {mobile()} الرقم السري {pin(6)}",
        f"VF cash bta3 el delivery: {mobile()} / pin {pin(6)} - mat2olsh le 7ad",
        f"Vodafone Cash (the pharmacy line {mobile()}), PIN {pin(6)}. Changed it after the SIM swap scare.",
    )
    r.add(
        "etisalat_cash_pin",
        f"اتصالات كاش على خط 011{digits(8)} الباسورد {pin(6)}",
        f"e& cash wallet {mobile()} pin {pin(6)} (el wallet elly bn2bl 3aleh mn el zbayen)",
    )
    r.add(
        "bank_login",
        f"CIB online banking\nuser: {user('mona')}\npass: {hpw()}",
        f"الدخول على البنك الأهلي أونلاين: اسم المستخدم {user('karim')} والباسورد {hpw()}",
        f"Banque Misr internet banking - username {rnd(UPPER, 2)}{digits(7)}, password {hpw()}, security question: esm el madrasa = {pick('El Nasr', 'Manor House', 'Saint Fatima', 'El Horreya')}",
    )
    r.add(
        "bank_login_otp",
        f"QNB: user {user('rania')} pass {hpw()} — الـOTP بيوصل على {mobile()} ولو اتأخر الكود الاحتياطي {digits(8)}",
        f"bank ahly: login {user('sherif')} / {hpw()}\nel soft token PIN: {pin(4)}",
        f"Mona's bank app login {user('mona')} / {hpw()} — transfer OTP today was {digits(6)}, the token activation code is {rnd(UPPER + DIGITS, 10)}",
    )
    exp = card_expiry()
    r.add(
        "business_card",
        f"كارت الصيدلية (فيزا البيزنس): {groups(luhn('4'), 4)} انتهاء {exp} CVV {digits(3)}",
        f"visa bta3t el sherka lel online orders\n{luhn('4')}\nexp {card_expiry()} cvv {digits(3)}\nesm: {pick('MONA A HASSAN', 'KARIM S FAWZY', 'RANIA M ADEL')}",
        f"Mastercard for the supplier site: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4, '-')}, {card_expiry()}, CVC {digits(3)}",
    )
    r.add(
        "meeza_card",
        f"كارت ميزة المرتبات {groups(luhn('507803'), 4)} - الرقم السري {pin(4)}",
        f"Meeza prepaid for petty cash: {luhn('507803')} exp {card_expiry()} cvv {digits(3)} pin {pin(4)}",
    )
    r.add(
        "atm_pin",
        f"رقم الفيزا السري (البنك الأهلي، الكارت اللي آخره {digits(4)}): {pin(4)}",
        f"ATM pin el card el gdeda {pin(4)} — el adeema kanet {pin(4)}",
        f"PIN for the Banque Misr debit card ending {digits(4)} is {pin(4)}; Amr needs it for the cash deposit machine.",
    )
    r.add(
        "fawry_portal",
        f"Fawry merchant portal\nhttps://merchant.fawry.example/login\nuser: {user('dawaa')}\npass: {hpw()}",
        f"بوابة فوري للتاجر: كود التاجر {digits(6)} اسم المستخدم {user('mona')} كلمة السر {hpw()}",
        f"fawry accept login {user('karim')}@acme.test / {hpw()} (el dashboard elly feeh el settlements)",
    )
    r.add(
        "fawry_api",
        f"Fawry pay integration for the website:\nmerchantCode = {b64(secrets.token_bytes(16))}\nsecurityKey = {hexs(32)}",
        f"FAWRY_MERCHANT_CODE={b64(secrets.token_bytes(16))}\nFAWRY_SECURE_KEY={uid().replace('-', '')}",
        f"el developer 3ayez el security key bta3 fawry: {hexs(8)}-{hexs(4)}-{hexs(4)}-{hexs(4)}-{hexs(12)} — ba3to lel staging bas",
    )
    r.add(
        "pharmacy_software_admin",
        f"برنامج الصيدلية (PharmaSys): admin / {hpw()}\nيوزر الكاشير: cashier1 / {pin(4)}",
        f"pharmacy system admin password {hpw()} - ma7adesh ye3raf gher ana w Dr {pick(*DOCTORS)}",
        f"The POS software supervisor login is supervisor / {hpw()}; it unlocks returns and price edits.",
    )
    r.add(
        "pharmacy_db",
        f"SQL Server بتاع البرنامج على الجهاز الرئيسي: sa / {rnd(ALNUM + '!@#', 14)}",
        f"Server=PHARMA-PC\\SQLEXPRESS;Database=PharmaDB;User Id=sa;Password={hpw()};",
        f"backup script: sqlcmd -S 192.168.1.{secrets.randbelow(200) + 10} -U pharma_bk -P {rnd(ALNUM, 16)} -Q \"BACKUP DATABASE PharmaDB TO DISK='D:\\bk\\ph.bak'\"",
    )
    r.add(
        "distributor_portal",
        f"ابن سينا فارما - طلبيات أونلاين\nكود العميل {digits(6)}\nالباسورد {hpw()}",
        f"United pharma ordering: https://orders.united-pharma.example — user {digits(7)} pass {hpw()}",
        f"Multipharma portal login {user('mona')} / {hpw()} (el 2adeem kan {hpw()} law el gdeed mat2blsh)",
        f"Pharma Overseas B2B: account {rnd(UPPER, 3)}{digits(5)}, password {hpw()} — orders before 2pm arrive next morning",
    )
    r.add(
        "eta_portal_login",
        f"بوابة الفاتورة الإلكترونية (ETA)\nالإيميل: {user('mona')}@acme.test\nالباسورد: {hpw()}",
        f"invoicing.eta.example login: {user('karim')}@acme.test / {hpw()} — el accountant bydkhol beeh kol shahr",
        f"e-invoice portal admin {user('rania')}@acme.test, password {hpw()}, the registration mobile is {mobile()}",
    )
    r.add(
        "eta_api_client",
        f"ERP system credentials from the ETA portal:\nclient_id: {uid()}\nclient_secret: {uid()}",
        f"بيانات الربط مع منظومة الفاتورة\nClient ID = {uid()}\nClient Secret 1 = {uid()}\nClient Secret 2 = {uid()}",
        f"el programmer 3ayez el ETA secret: {uid()} (el client id {uid()})",
    )
    r.add(
        "eta_token_pin",
        f"PIN التوكن بتاع التوقيع الإلكتروني (الفلاشة الصفرا): {pin(8)}",
        f"e-signature USB token (Egypt Trust) user PIN {pin(6)}, SO PIN {pin(8)}",
        f"el token bta3 el tawqee3 el electrony pin {rnd(ALNUM, 8)} — lw et2afal 3 marat lazem nroo7 el sherka",
    )
    r.add(
        "pos_merchant_password",
        f"مكنة الفيزا (POS) — باسورد التاجر {pin(4)} وباسورد المرتجع {pin(6)}",
        f"POS machine merchant password {pin(6)}, settlement password {pin(4)}",
        f"Geidea terminal: manager pw {pin(6)} (needed for void / refund / end of day)",
    )
    r.add(
        "paymob_api",
        f"PAYMOB_API_KEY={b64(jwt({'class': 'Merchant', 'profile_pk': secrets.randbelow(900000) + 100000, 'name': 'initial'}, 'HS512').encode())}",
        f"paymob secret key for the website checkout: egy_sk_live_{hexs(64)}",
        f"Paymob HMAC for callbacks {rnd(UPPER + DIGITS, 32)}; secret key egy_sk_test_{hexs(64)}",
    )
    r.add(
        "wifi",
        f"الواي فاي: SAYDALEYA_{pick('ELNOUR', 'ELSHEFA', 'DAWAA')}\nالباسورد: {pick('ph', 'shefa', 'mona')}{digits(8)}",
        f"wifi el saydaleya el gdeed: {hpw()}",
        f"Staff Wi-Fi (WE_{rnd(UPPER + DIGITS, 6)}) key: {rnd(ALNUM, 12)} — customers get the guest one, not this",
    )
    r.add(
        "router_admin",
        f"الراوتر (WE VDSL) 192.168.1.1 — admin / {rnd(ALNUM, 10)}",
        f"router login user admin pass {hpw()} — el ISP ghayarha lama ghayaro el router",
        f"Huawei router web admin: Epuser / {rnd(ALNUM, 12)}",
    )
    r.add(
        "cctv_dvr",
        f"الكاميرات (DVR هيكفيجن) admin / {hpw()}",
        f"DVR login: admin, pw {rnd(ALNUM + '@', 11)}\nIP 192.168.1.{secrets.randbelow(200) + 20}:8000",
        f"cameras recorder password {hpw()} — el technician 3ayezha 3ashan ye-zawed camera 5",
    )
    r.add(
        "dvr_cloud",
        f"Hik-Connect app: {user('mona')}@acme.test / {hpw()}\nverification code of the DVR: {rnd(UPPER, 6)}",
        f"كود التحقق بتاع الكاميرات على الموبايل {rnd(UPPER, 6)} والأكونت {mobile()} باسورد {hpw()}",
    )
    r.add(
        "delivery_merchant",
        f"talabat partner (vendor portal) {user('dawaa')}@acme.test / {hpw()}",
        f"أبليكيشن التوصيل (Chefaa merchant): رقم الصيدلية {digits(5)} الباسورد {hpw()}",
        f"Breadfast pharmacy partner login: {mobile()} / {hpw()}",
    )
    r.add(
        "gmail",
        f"إيميل الصيدلية {user('elshefa')}@gmail.example\nالباسورد {hpw()}",
        f"gmail el sherka: {user('mona')}@gmail.example pass {hpw()} (2-step on Mona's phone)",
        f"Google account for the pharmacy (Maps listing + Drive backups): {user('karim')}@gmail.example / {hpw()}",
    )
    r.add(
        "gmail_app_password",
        f"app password for the pharmacy software email reports: {groups(rnd(LOWER, 16), 4)}",
        f"باسورد التطبيقات بتاع الجيميل (للبرنامج يبعت التقارير): {groups(rnd(LOWER, 16), 4)}",
    )
    r.add(
        "google_backup_codes",
        "Google backup codes (pharmacy gmail):\n" + codes8(6),
        "أكواد الطوارئ بتاعة الجيميل:\n" + codes8(5),
    )
    r.add(
        "facebook_page",
        f"صفحة الفيسبوك: الأدمن {mobile()} باسورد {hpw()}",
        f"facebook el saydaleya\nemail {user('page')}@acme.test\npass {hpw()}",
        f"FB page admin account (Business Suite): {user('rania')}@acme.test / {hpw()} - don't share with the marketing guy, give him editor role",
    )
    r.add(
        "facebook_recovery",
        "Facebook recovery codes:\n" + "\n".join(digits(8) for _ in range(6)),
        "اكواد استرجاع الفيسبوك لو الموبايل ضاع\n" + "  ".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
    )
    r.add(
        "instagram",
        f"insta @{pick('elshefa', 'dawaa', 'elnour')}.pharmacy pass {hpw()}",
        f"Instagram account login {user('mona')} / {hpw()}",
    )
    r.add(
        "whatsapp_pin",
        f"واتساب بيزنس - رمز التحقق بخطوتين {pin(6)}",
        f"whatsapp business 2-step pin {pin(6)} (on {mobile()})",
        f"WA Business two-step PIN is {pin(6)}; we need it whenever we move the number to a new phone.",
    )
    r.add(
        "whatsapp_cloud_api",
        f"WhatsApp Cloud API permanent token for the reminders bot:\nEAA{rnd(ALNUM, 190)}",
        f"WA_TOKEN=EAAG{rnd(ALNUM, 180)}\nWA_PHONE_ID={digits(15, lead=True)}",
    )
    r.add(
        "safe_code",
        f"كود الخزنة الجديد {pin(6)}",
        f"el 5azna: {pin(4)} - {pin(2)} (lef shmal el awel)",
        f"Safe combination changed on Thursday: {digits(2)}-{digits(2)}-{digits(2)}. Only Mona and Karim.",
    )
    r.add(
        "narcotics_cabinet",
        f"دولاب المخدرات (الجدول) — الكود {pin(4)}\nالمفتاح الاحتياطي في الخزنة",
        f"narcotics cabinet code {pin(5)} — matdihosh le el assistants",
        f"Controlled drugs cupboard keypad: {pin(6)} (changed after the inspection)",
    )
    r.add(
        "alarm_code",
        f"كود الإنذار {pin(4)} — لازم يتكتب خلال ٣٠ ثانية من فتح الباب",
        f"alarm panel: user code {pin(4)}, master {pin(6)}",
    )
    r.add(
        "anydesk",
        f"AnyDesk على جهاز الكاشير: {digits(3)} {digits(3)} {digits(3)} — باسورد الدخول بدون موافقة {hpw()}",
        f"anydesk unattended pw {rnd(ALNUM, 12)} (3ashan el support bta3 el barnameg)",
        f"TeamViewer ID {digits(3)} {digits(3)} {digits(3)}, password {rnd(LOWER + DIGITS, 6)}, personal password {hpw()}",
    )
    r.add(
        "windows_login",
        f"باسورد الويندوز على جهاز الصيدلية الرئيسي: {hpw()}",
        f"PC login: Pharmacy / {hpw()}; admin account Administrator / {rnd(ALNUM, 12)}",
    )
    r.add(
        "syndicate_portal",
        f"بوابة نقابة الصيادلة — رقم العضوية {digits(5)} الباسورد {hpw()}",
        f"syndicate site login (for renewal): {user('mona')}@acme.test / {hpw()}",
    )
    r.add(
        "eda_portal",
        f"هيئة الدواء (منظومة تتبع الدواء) يوزر {user('mona')} باسورد {hpw()}",
        f"EDA track & trace login: GLN {digits(13)} / pass {hpw()}",
        f"el site bta3 hay2et el dawa2 lel mo5adarat: user {rnd(UPPER, 2)}{digits(6)} pass {hpw()}",
    )
    r.add(
        "insurance_portal",
        f"MedNet approvals: provider code {digits(5)}, user {user('ph')}, pass {hpw()}",
        f"بوابة التأمين الصحي (GlobeMed) — اليوزر {digits(6)} والباسورد {hpw()}",
        f"insurance site (Axa approvals) login {user('karim')} {hpw()}",
    )
    r.add(
        "social_insurance",
        f"التأمينات الاجتماعية - بوابة صاحب العمل: رقم المنشأة {digits(7)} كلمة السر {hpw()}",
        f"ta2minat portal: {digits(7)} / {hpw()} (Amr bydf3 beeh)",
    )
    r.add(
        "telecom_account",
        f"My WE account for the landline: {user('mona')}@acme.test / {hpw()}",
        f"أنا فودافون - حساب خط الصيدلية {mobile()} الباسورد {hpw()}",
    )
    r.add(
        "sim_puk",
        f"PUK خط الصيدلية {mobile()}: {digits(8)}",
        f"sim el delivery et2afal — PUK {digits(8)}, PIN {pin(4)}",
    )
    r.add(
        "website_hosting",
        f"cPanel للموقع: {pick('elshefa', 'dawaa')}ph / {rnd(ALNUM + '!#', 14)}\nhttps://cpanel.host.example:2083",
        f"wordpress admin https://elshefa-pharmacy.example/wp-admin user mona pass {hpw()}",
        f"FTP for the site: ftp.dawaa.example, user dawaa_ftp, password {rnd(ALNUM, 16)}",
    )
    r.add(
        "woocommerce_api",
        f"WooCommerce REST keys for the stock sync:\nconsumer key ck_{hexs(40)}\nconsumer secret cs_{hexs(40)}",
        f"el sync script: WC_KEY=ck_{hexs(40)} WC_SECRET=cs_{hexs(40)}",
    )
    r.add(
        "smtp_email",
        f"info@elshefa-pharmacy.example mailbox password {hpw()} (smtp.host.example:465)",
        f"إيميل الموقع orders@dawaa.example الباسورد {hpw()}",
    )
    r.add(
        "sms_gateway",
        f"SMS Misr-style gateway for refill reminders: username {user('dawaa')}, password {hpw()}, sender DAWAA",
        f"SMS_API_KEY={hexs(32)} (reminder messages for the chronic patients)",
    )
    r.add(
        "accountant_share",
        f"ابعت لعمرو المحاسب: يوزر الضرائب {digits(9)} والباسورد {hpw()}",
        f"Amr: el login bta3 el ETA {user('mona')}@acme.test w el pass {hpw()} — ghayaro ba3d ma tkhalas",
    )
    r.add(
        "nas_backup",
        f"الهارد الخارجي للباك أب متشفر — باسورد BitLocker {hpw()}",
        f"Synology backup box: admin / {rnd(ALNUM + '@#', 13)} at 192.168.1.{secrets.randbelow(200) + 20}:5000",
    )
    r.add(
        "phone_lock",
        f"موبايل الصيدلية (اللي عليه انستاباي) الباسورد {pin(6)}",
        f"el tablet bta3 el delivery orders: pin {pin(4)}, el pattern Z",
    )
    r.add(
        "vodafone_cash_business",
        f"Vodafone Cash merchant web: merchant id {digits(7)}, user {user('mona')}, password {hpw()}, operator PIN {pin(6)}",
        f"فودافون كاش تجار — كود التاجر {digits(6)} ورقم سري المشغل {pin(6)}",
    )
    r.add(
        "valu_merchant",
        f"valU merchant portal (installments): {user('karim')}@acme.test / {hpw()}",
        f"بوابة فاليو للتجار الباسورد {hpw()} واليوزر {mobile()}",
    )
    r.add("etisalat_cash_pin", f"etisalat cash el gdeed: pin {pin(6)}, el khat {mobile()}")
    r.add("meeza_card", f"ميزة ديجيتال على الموبايل — الرقم السري للمحفظة {pin(6)} والكارت {luhn('507803')}")
    r.add("dvr_cloud", f"remote view of the cameras from home: Hik-Connect {mobile()} / {hpw()} (device code {rnd(UPPER, 6)})")
    r.add("gmail_app_password", f"Outlook on the PC uses the app password {groups(rnd(LOWER, 16), 4, '')} for {user('mona')}@gmail.example")
    r.add("google_backup_codes", "backup codes lel gmail (ettba3o w et7ato fel 5azna):\n" + codes8(4))
    r.add("instagram", f"انستجرام الصيدلية: {pick('elshefa', 'dawaa')}_pharmacy باسورد {hpw()}")
    r.add("whatsapp_cloud_api", f"Meta app secret for the WhatsApp webhook: {hexs(32)} (app id {digits(16, lead=True)})")
    r.add("windows_login", f"el laptop bta3 el accountant: user amr, pass {hpw()}")
    r.add("syndicate_portal", f"نقابة الصيادلة أونلاين: الإيميل {user('karim')}@acme.test كلمة المرور {hpw()}")
    r.add("social_insurance", f"Social insurance employer e-portal: establishment {digits(7)}, user {user('mona')}, password {hpw()}")
    r.add("telecom_account", f"WE my account: landline 02{digits(8)}, password {hpw()}")
    r.add("sim_puk", f"كود PUK لخط فودافون كاش {digits(8)} و PIN الشريحة {pin(4)}")
    r.add("smtp_email", f"SMTP for the refill reminders: mail.acme.test:587, user noreply@acme.test, pass {rnd(ALNUM, 16)}")
    r.add("sms_gateway", f"sms provider login {user('dawaa')} / {hpw()}, API token {rnd(ALNUM, 40)}")
    r.add("accountant_share", f"Amr asked for the Fawry portal: user {user('dawaa')}, password {hpw()} — change it after the audit")
    r.add("nas_backup", f"encrypted backup zip password: {rnd(ALNUM + '!@#$', 18)}")
    r.add("phone_lock", f"Samsung el kashier: PIN {pin(6)} — bs el fingerprint bta3 Hany")
    r.add("valu_merchant", f"valu partner login {digits(6)} / {hpw()}")
    r.add(
        "google_drive_token",
        f"rclone config for the Drive backup:\n[gdrive]\ntype = drive\ntoken = {{\"access_token\":\"ya29.{rnd(URLSAFE, 120)}\",\"refresh_token\":\"1//03{rnd(URLSAFE, 96)}\"}}",
        f"GDRIVE_REFRESH_TOKEN=1//09{rnd(URLSAFE, 98)}\nGDRIVE_CLIENT_SECRET=GOCSPX-{rnd(URLSAFE, 28)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "batch_lot",
        f"Augmentin 1g — Batch {rnd(UPPER + DIGITS, 7)}, 3 cartons",
        f"تشغيلة رقم {digits(7)} من الكونكور ٥ مجم، المرتجع ١٢ علبة",
        f"Lot {pick('B', 'L', 'P')}{digits(6)}{rnd(UPPER, 1)} of Panadol Extra arrived dented, photo sent to the rep",
        f"el batch bta3 el insulin el gdeed {rnd(UPPER, 2)}{digits(5)} — el fridge, raf 2",
    )
    r.add(
        "expiry_code",
        f"EXP {card_expiry(25, 3)} MFG {card_expiry(23, 2)} on the Nexium box",
        f"صلاحية الشريط: {secrets.randbelow(12) + 1:02d}/{2025 + secrets.randbelow(3)} — رجع أي حاجة قبل ٣ شهور",
        f"short expiry list: {rnd(UPPER + DIGITS, 6)} exp {card_expiry(25, 2)}, {rnd(UPPER + DIGITS, 6)} exp {card_expiry(25, 2)}, {rnd(UPPER + DIGITS, 6)} exp {card_expiry(25, 2)}",
    )
    r.add(
        "barcode",
        f"الباركود {ean13('622')} مش متسجل على البرنامج، ضيفه كـ ريفو ٧٥",
        f"barcode {ean13('622')} = Cataflam 50 mg, {ean13('622')} = Brufen 400",
        f"The scanner reads {ean13('40')} for the imported vitamin D; map it to item {digits(5)}.",
    )
    gtin = "0" + ean13("622")
    r.add(
        "gs1_datamatrix",
        f"(01){gtin}(17){25 + secrets.randbelow(4)}{secrets.randbelow(12) + 1:02d}{pick('00', '28')}(10){rnd(UPPER + DIGITS, 6)}(21){rnd(UPPER + DIGITS, 12)}",
        f"DataMatrix on the pack scanned as 01{'0' + ean13('622')}21{rnd(ALNUM, 13)}17{26 + secrets.randbelow(3)}0630 10{rnd(UPPER + DIGITS, 7)}",
        f"تتبع الدواء: GTIN {'0' + ean13('622')} سيريال {rnd(UPPER + DIGITS, 14)} اتقرى مرتين، بلغ الهيئة",
    )
    r.add(
        "tax_registration",
        f"رقم التسجيل الضريبي للصيدلية: {tax_no()} (مطبوع على كل فاتورة)",
        f"el distributor tax reg no. {tax_no()}, ma2mooreyet {pick('Masr El Gedida', 'Dokki', 'Maadi', 'Nasr City')}",
        f"Tax ID {tax_no()} — put it in the receiver field for the hospital invoice",
    )
    r.add(
        "commercial_register",
        f"سجل تجاري رقم {digits(6, lead=True)} مكتب {pick('القاهرة', 'الجيزة', 'مصر الجديدة')}",
        f"CR no. {digits(5, lead=True)} issued {2010 + secrets.randbelow(14)}, renewal due {card_expiry(25, 2)}",
        f"el segel el togary {digits(6, lead=True)} w el betaka el drebeya {tax_no()} — copies in the blue file",
    )
    r.add(
        "invoice_number",
        f"فاتورة رقم INV-{2024 + secrets.randbelow(2)}-{digits(6)} بمبلغ {secrets.randbelow(9000) + 1000}.{digits(2)} جنيه",
        f"Ibnsina invoice {digits(10)} dated {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d} — credit note {digits(8)} still missing",
        f"invoices to reconcile: S{digits(7)}, S{digits(7)}, S{digits(7)}",
    )
    r.add(
        "eta_uuid",
        f"e-invoice UUID {hexs(64).upper()} status Valid",
        f"الفاتورة الإلكترونية اترفضت: uuid {hexs(64)} — السبب كود الصنف غلط",
        f"ETA document {hexs(64).upper()} internal id {digits(6)}, cancel it and reissue",
    )
    r.add(
        "eta_submission",
        f"submissionUUID {rnd(CROCKFORD, 26)} — 14 documents accepted, 1 rejected",
        f"longId: {rnd(UPPER + DIGITS, 34)}\nreceipt on the portal says Submitted {secrets.randbelow(28) + 1:02d}-{secrets.randbelow(12) + 1:02d}-2025",
    )
    r.add(
        "fawry_reference",
        f"الرقم المرجعي لفوري للعميل: {digits(9, lead=True)} (الطلب بـ {secrets.randbelow(800) + 200} جنيه)",
        f"ba3atlo kod fawry {digits(10, lead=True)} yedfa3 beeh men ay makan lghayet bokra",
        f"Fawry ref {digits(9, lead=True)} paid, ref {digits(9, lead=True)} expired — send a new one",
        f"customer paid via Fawry, reference number {digits(10, lead=True)}, amount {secrets.randbelow(500) + 50}.00 EGP",
    )
    r.add(
        "distributor_order",
        f"طلبية ابن سينا رقم SO{digits(8)} — ناقص ٣ أصناف",
        f"order #{digits(7)} from United, delivery window 9-11, driver {mobile()}",
        f"PO-{2025}-{digits(5)} for the Multipharma tender, {secrets.randbelow(40) + 10} lines",
    )
    r.add(
        "phone_numbers",
        f"الموزع: {mobile()}\nمندوب نوفارتس: {mobile()}\nالأرضي: 02{digits(8)}",
        f"Dr {pick(*DOCTORS)} (dermatologist next door) {mobile()}, clinic 02-{digits(4)}-{digits(4)}",
        f"delivery boys: Mostafa {mobile()}, Ali {mobile()}",
    )
    r.add(
        "prices",
        f"الأسعار الجديدة: أوجمنتين ١ جم {secrets.randbelow(100) + 150}.{pick('00', '50', '75')} — كونكور {secrets.randbelow(40) + 60}.00",
        f"price change: Glucophage 1000 from {secrets.randbelow(30) + 40} to {secrets.randbelow(30) + 70} EGP, effective {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}",
        f"el 3elba b {secrets.randbelow(300) + 100} w el shareet b {secrets.randbelow(60) + 20}, discount 10% lel cash",
    )
    r.add(
        "doses",
        f"Amoxicillin 500 mg every 8h x 7 days; child {secrets.randbelow(20) + 10} kg -> {pick(25, 40, 50)} mg/kg/day",
        f"جرعة البنادول للطفل: {pick('١٥', '10', '15')} مجم/كجم كل ٦ ساعات، الشراب ١٢٠ مجم/٥ مل",
        f"insulin glargine {secrets.randbelow(20) + 10} IU at 10pm, Novorapid {secrets.randbelow(6) + 4}-{secrets.randbelow(6) + 8} IU before meals",
        f"Ceftriaxone 1 g vial in 3.5 ml lidocaine 1% IM, once daily x {pick(3, 5, 7)}",
    )
    r.add(
        "instapay_address",
        f"ابعتلي على انستاباي {pick('mona', 'dr.mona', 'monahassan')}{digits(2)}@instapay",
        f"for prepaid orders: InstaPay address {pick('elshefa', 'dawaa', 'elnour')}.pharmacy@instapay or wallet {mobile()}",
        f"el IPA bta3 el saydaleya {pick('karim', 'kfawzy')}{digits(3)}@instapay — mktoob 3al yafta",
    )
    r.add(
        "receiving_iban",
        f"IBAN للتحويل للصيدلية: {eg_iban()}",
        f"Bank details for the insurance company payments:\nBeneficiary: {pick('El Shefa Pharmacy', 'Dawaa Pharmacy')}\nIBAN {eg_iban()}\nSWIFT {pick('CIBEEGCX', 'NBEGEGCX', 'BMISEGCX')}",
        f"el IBAN elly ba3atnah lel distributor {eg_iban()} (account no. {digits(13)})",
    )
    r.add(
        "pharmacy_license",
        f"ترخيص الصيدلية رقم {digits(4, lead=True)} لسنة {2005 + secrets.randbelow(18)} — وزارة الصحة",
        f"license no. {digits(5, lead=True)}/{2010 + secrets.randbelow(14)}, narcotics register approval {digits(4)}",
        f"Pharmacy licence {rnd(UPPER, 2)}-{digits(6)} must be framed behind the counter for the inspection",
    )
    r.add(
        "syndicate_membership",
        f"رقم القيد بالنقابة {digits(5, lead=True)} — التجديد قبل آخر مارس",
        f"syndicate membership {digits(6, lead=True)}, card valid to 12/{26 + secrets.randbelow(3)}",
    )
    r.add(
        "drug_registration",
        f"رقم التسجيل بهيئة الدواء للمنتج: {digits(5, lead=True)}/{2015 + secrets.randbelow(9)}",
        f"EDA reg. no {digits(5)} for the imported sunscreen; notification {rnd(UPPER, 2)}-{digits(8)}",
    )
    r.add(
        "pos_receipt",
        f"TID {digits(8)} MID {digits(15)}\nRRN {digits(12)} AUTH {rnd(UPPER + DIGITS, 6)}\nCARD ****{digits(4)} AMOUNT {secrets.randbelow(2000) + 100}.00",
        f"ايصال الفيزا: رقم المرجع {digits(12)} كود الموافقة {digits(6)} — العميل عايز يرجع",
        f"POS end-of-day batch {digits(6)}: {secrets.randbelow(80) + 10} transactions, total {secrets.randbelow(40000) + 5000} EGP",
    )
    r.add(
        "instapay_txn",
        f"InstaPay transfer reference {digits(12)} from {pick('AHMED', 'SAMY', 'NOHA')} M*** — {secrets.randbelow(900) + 100} EGP",
        f"تحويل انستاباي رقم العملية {rnd(UPPER + DIGITS, 16)} اتأكد",
        f"el 3amil ba3at screenshot, transaction id {digits(16)}, bs lessa mawslsh",
    )
    r.add(
        "vodafone_cash_txn",
        f"Vodafone Cash received {secrets.randbelow(500) + 50}.00 from {mobile()}, txn id {digits(12)}",
        f"رقم عملية فودافون كاش {digits(11)} — اتأكد من الرصيد قبل ما يستلم الأوردر",
        f"VF cash ref {digits(10)} w {digits(10)} — el etnen mn nafs el 3amil",
    )
    r.add(
        "masked_card",
        f"the customer's card ****{digits(4)} was declined twice, told him to try InstaPay",
        f"كارت الصيدلية اللي آخره {digits(4)} هيخلص {card_expiry(25, 2)}، البنك هيبعت الجديد",
    )
    r.add(
        "wifi_no_password",
        f"SSID: SAYDALEYA_{rnd(UPPER + DIGITS, 4)} — 2.4GHz channel {pick(1, 6, 11)}, router MAC {mac(upper=True)}",
        "el wifi el guest esmo DAWAA_GUEST, el password 3and el cashier (bytghayar kol shahr)",
    )
    r.add(
        "dvr_info",
        f"DVR model DS-7208HGHI, serial {rnd(UPPER + DIGITS, 9)}-{digits(9)}, 8 channels, HDD 2TB",
        f"الكاميرات: IP 192.168.1.{secrets.randbelow(200) + 20} بورت 8000 و HTTP 80 — الفني جاي الخميس",
        f"cctv recorder MAC {mac('-', upper=True)}, firmware V4.{secrets.randbelow(80)}.{secrets.randbelow(20)} build {digits(6)}",
    )
    r.add(
        "anydesk_id",
        f"AnyDesk ID بتاع جهاز الكاشير: {digits(3)} {digits(3)} {digits(3)} (الدعم الفني بيطلبه)",
        f"support said connect to TeamViewer {digits(3)} {digits(3)} {digits(4)} and read them the code on screen",
    )
    r.add(
        "password_reference",
        "el passwords kolaha fel notebook el eswed fel dorg el foo2 ta7t el 5azna",
        "باسورد البنك مع د. كريم بس، متتسألش عليه على الواتساب",
        "The new safe code is in the sealed envelope at the bank box, not written anywhere in the shop.",
    )
    r.add(
        "otp_process",
        f"OTP بتاع البنك بيوصل على الخط اللي آخره {digits(2)}، لو مجاش في ٣ دقايق اطلب تاني",
        "Fawry portal asks for a 6-digit OTP on every login from a new device — it goes to Mona's phone.",
        "matb3atsh el OTP le 7ad abadan, even lw 2al eno mn el bank",
    )
    r.add(
        "delivery_order",
        f"talabat order #{digits(9)} — customer wants Panadol Cold & Flu + Otrivin, rider {mobile()}",
        f"أوردر شفاء رقم CH-{digits(7)} الروشتة مرفقة، المبلغ {secrets.randbelow(700) + 100} جنيه",
        f"Breadfast ticket {rnd(UPPER + DIGITS, 8)}: item substituted, refund {secrets.randbelow(100) + 20} EGP",
    )
    r.add(
        "prescription_no",
        f"روشتة رقم {digits(6)} — د. {pick('أحمد', 'سامح', 'هالة')} — صرفنا النص والباقي الأسبوع الجاي",
        f"Rx {digits(8)} from the insurance hospital, chronic refill #{secrets.randbelow(6) + 1}",
    )
    r.add(
        "patient_file",
        f"el 7ag {pick('Samir', 'Fathy', 'Nabil')} file no. {digits(5)}: metformin 1000 bid, amlodipine 5 od",
        f"ملف عميل رقم {digits(4)} - مريض ضغط - ياخد كونكور ٥ ونورفاسك ٥",
    )
    r.add(
        "shelf_location",
        f"A{secrets.randbelow(9) + 1}-{digits(2)} antibiotics, B{secrets.randbelow(9) + 1}-{digits(2)} cardio, F1-{digits(2)} fridge",
        f"الرف R{digits(2)}C{digits(2)} فيه الفيتامينات، غير المكان في البرنامج",
    )
    r.add(
        "tracking_awb",
        f"Bosta AWB {digits(10)} for the Alexandria order, COD {secrets.randbelow(600) + 100} EGP",
        f"shipment tracking {rnd(UPPER, 2)}{digits(9)}EG from the Egypt Post, the cream from the supplier",
    )
    r.add(
        "bill_account",
        f"عداد الكهربا رقم {digits(12)} — بيتشحن من فوري",
        f"WE landline bill: 02{digits(8)}, account {digits(9)}, pay via Fawry before the 20th",
        f"water bill customer code {digits(10)}, electricity {digits(11)}",
    )
    r.add(
        "cheque",
        f"شيك رقم {digits(8)} بنك مصر بتاريخ {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1} لابن سينا",
        f"post-dated cheques to United: {digits(7)}, {digits(7)}, {digits(7)} — {secrets.randbelow(40000) + 10000} each",
    )
    r.add(
        "stock_count",
        f"جرد آخر الشهر: {secrets.randbelow(2000) + 1000} صنف، الفرق {secrets.randbelow(5000) + 100} جنيه، كود الجرد ST{digits(6)}",
        f"stock: Concor 5 = {secrets.randbelow(50)}, Augmentin 1g = {secrets.randbelow(50)}, Nexium 40 = {secrets.randbelow(50)}; item codes {digits(5)}/{digits(5)}/{digits(5)}",
    )
    r.add(
        "temperature_log",
        f"fridge log 08:00 {secrets.randbelow(4) + 3}.{secrets.randbelow(10)}C, 14:00 {secrets.randbelow(4) + 3}.{secrets.randbelow(10)}C, 22:00 {secrets.randbelow(4) + 3}.{secrets.randbelow(10)}C",
        f"درجة حرارة التلاجة {secrets.randbelow(4) + 3}.{secrets.randbelow(10)} — الداتا لوجر {rnd(UPPER + DIGITS, 10)}",
    )
    r.add(
        "staff_schedule",
        f"shifts: Hany 9-5, Aya 5-1, Dr {pick(*DOCTORS)} 1-9 — emp codes {digits(4)}, {digits(4)}, {digits(4)}",
        f"جدول الأسبوع: الجمعة د. {pick('منى', 'كريم')} من ٢ لـ ١٠، السبت هاني ٩-٥",
    )
    r.add(
        "supplier_account",
        f"رقم حسابنا عند ابن سينا {digits(6)} وعند يونايتد {digits(7)}",
        f"customer code at Pharma Overseas {rnd(UPPER, 3)}{digits(5)}, credit limit {secrets.randbelow(200) + 100}k",
    )
    r.add(
        "paymob_public",
        f"Paymob public key for the checkout page: egy_pk_live_{rnd(ALNUM, 32)}",
        f"paymob integration id {digits(7)}, iframe id {digits(6)} — both go in the frontend config",
    )
    r.add(
        "insurance_approval",
        f"موافقة التأمين رقم {rnd(UPPER, 3)}{digits(8)} على الحقن، صالحة ٧ أيام",
        f"MedNet approval {digits(10)}, claim batch {rnd(UPPER + DIGITS, 8)}, copay 20%",
        f"GlobeMed claim {rnd(UPPER, 2)}-{digits(6)}-{digits(4)} rejected, resubmit with the Rx copy",
    )
    r.add(
        "circular",
        f"منشور هيئة الدواء رقم {digits(3)} لسنة {2024 + secrets.randbelow(2)} بتعديل أسعار {secrets.randbelow(40) + 10} صنف",
        f"EDA circular {digits(2)}/{2025} recalls batches {rnd(UPPER + DIGITS, 7)} and {rnd(UPPER + DIGITS, 7)} of the cough syrup",
    )
    r.add(
        "recall_notice",
        f"Recall: {pick('Ranitidine 150', 'Valsartan 80', 'Metformin XR')} lots {digits(7)}, {digits(7)} — quarantine shelf Q1",
        f"سحب تشغيلات {rnd(UPPER, 1)}{digits(5)} و {rnd(UPPER, 1)}{digits(5)} من السوق، رجعهم للموزع بمذكرة",
    )
    r.add(
        "software_update",
        f"PharmaSys update 7.{secrets.randbelow(9)}.{secrets.randbelow(90)} — setup.exe sha256 {hexs(64)}",
        f"el barnameg version {secrets.randbelow(9) + 1}.{secrets.randbelow(20)} build {digits(5)}, license for 3 devices till {card_expiry(26, 2)}",
    )
    r.add(
        "password_policy",
        "staff passwords: at least 10 characters, change every 90 days, no birthdays, no phone numbers",
        "قاعدة: الكاشير ميعرفش باسورد الأدمن، وكل واحد ليه يوزر لوحده في البرنامج",
    )
    r.add(
        "eta_item_code",
        f"كود الصنف في الفاتورة الإلكترونية EG-{digits(9)}-{digits(5)}",
        f"GS1 item code {ean13('622')} mapped to EGS EG-{tax_no().replace('-', '')}-PH{digits(4)}",
        f"itemType GS1, itemCode {'0' + ean13('622')}, unitType BOX, internalCode {rnd(UPPER, 3)}{digits(4)}",
    )
    r.add(
        "narcotics_register",
        f"دفتر المخدرات صفحة {secrets.randbelow(200) + 1}: ترامادول روشتة رقم {digits(6)} الكمية {secrets.randbelow(3) + 1} شريط",
        f"controlled drugs register: entry {digits(4)}, Rx serial {rnd(UPPER, 2)}{digits(7)}, balance {secrets.randbelow(90) + 10} tabs",
    )
    r.add(
        "safe_log",
        f"el 5azna feeha {secrets.randbelow(40000) + 5000} geneh + {secrets.randbelow(10) + 1} sheek, 3adadhom Hany {secrets.randbelow(12) + 1}:{digits(2)}",
        f"Safe count Thursday night: {secrets.randbelow(60000) + 10000} EGP, envelope #{digits(3)} for the distributor",
    )
    r.add(
        "promo_code",
        f"on the page: use code SHEFA{digits(2)} for 10% off vitamins till Friday",
        f"كوبون الخصم اللي نزل على الفيسبوك DAWAA{rnd(UPPER + DIGITS, 4)} — ١٥٪ على منتجات العناية",
    )
    r.add(
        "address_location",
        f"plus code {rnd('23456789CFGHJMPQRVWX', 4)}+{rnd('23456789CFGHJMPQRVWX', 3)} Cairo, building {secrets.randbelow(90) + 1}, street {secrets.randbelow(300) + 1}",
        f"العنوان: {secrets.randbelow(90) + 1} ش {pick('النزهة', 'عباس العقاد', 'التسعين')}، الدور الأرضي، بجوار بنك {pick('CIB', 'QNB', 'مصر')}",
    )
    r.add(
        "vat_calc",
        f"invoice subtotal {secrets.randbelow(9000) + 1000}.00 + 14% VAT on cosmetics only; table tax 0; total {secrets.randbelow(9000) + 2000}.{digits(2)}",
        f"الضريبة على مستحضرات التجميل ١٤٪: {secrets.randbelow(900) + 100} × 0.14 = تقريبا {secrets.randbelow(120) + 14}",
    )
    r.add("eta_submission", f"تم رفع الدفعة: submission {rnd(CROCKFORD, 26)} — ٢٢ فاتورة Valid")
    r.add("syndicate_membership", f"Dr {pick(*DOCTORS)} syndicate no. {digits(5, lead=True)}, branch {pick('Cairo', 'Giza')}")
    r.add("drug_registration", f"reg. no {digits(5, lead=True)} for Brufen syrup and {digits(5, lead=True)} for the tablets — both on the EDA site")
    r.add("masked_card", f"refund to card {digits(6)}******{digits(4)}, RRN {digits(12)}")
    r.add("wifi_no_password", f"الراوتر الجديد: موديل {pick('DN8245V', 'HG8145V5')} سيريال {rnd(UPPER + DIGITS, 16)}، رقم الخط 02{digits(8)}")
    r.add("anydesk_id", f"el support computer: AnyDesk {digits(10, lead=True)}, alias pharmasys@ad")
    r.add("prescription_no", f"e-prescription id {rnd(UPPER + DIGITS, 10)} from the Universal Health Insurance app")
    r.add("patient_file", f"customer #{digits(5)}: allergic to penicillin, last refill {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}")
    r.add("shelf_location", f"el dorg {digits(2)} feeh el eye drops, el dorg {digits(2)} feeh el creams")
    r.add("tracking_awb", f"شحنة أرامكس رقم {digits(11)} وصلت، فيها كرتونة الحليب الصناعي")
    r.add("cheque", f"cheque no. {digits(8)} bounced, bank charge {secrets.randbelow(100) + 50} EGP, customer file {digits(4)}")
    r.add("stock_count", f"inventory variance report {rnd(UPPER, 2)}{digits(6)}: {secrets.randbelow(30) + 1} items short, {secrets.randbelow(10) + 1} over")
    r.add("temperature_log", f"Data logger serial {rnd(UPPER + DIGITS, 12)}: min {secrets.randbelow(3) + 2}.{digits(1)}C max {secrets.randbelow(3) + 6}.{digits(1)}C this week")
    r.add("supplier_account", f"el code bta3na 3and Multipharma {digits(6)} w el mandoob {mobile()}")
    r.add("paymob_public", f"PAYMOB_PUBLIC_KEY=egy_pk_test_{rnd(ALNUM, 32)}\nPAYMOB_INTEGRATION_ID={digits(7)}")
    r.add("circular", f"el manshoor {digits(3)} bta3 el as3ar — {secrets.randbelow(60) + 20} sanf zadet")
    r.add("software_update", f"تحديث البرنامج {secrets.randbelow(9) + 1}.{secrets.randbelow(20)}.{digits(4)} — MD5 {hexs(32)}")
    r.add("password_policy", "el password lazem yeb2a feeh capital w number w symbol, w el barnameg by2fel ba3d 5 mo7awlat")
    r.add("narcotics_register", f"مراجعة التفتيش: دفتر الجدول رقم {digits(4)} سليم، آخر قيد {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}")
    r.add("promo_code", f"Ramadan offer printed on the flyer: code RAMADAN{digits(2)}, valid till {secrets.randbelow(28) + 1:02d}/04")
    r.add("vat_calc", f"net {secrets.randbelow(5000) + 500}.{digits(2)} + VAT {secrets.randbelow(700) + 70}.{digits(2)} = gross, invoice type B2C, receipt no. {digits(9)}")
    return r


def main() -> None:
    write_corpora("make_heldout56.py", [
        ("heldout56_credentials.yaml", credentials(), "batch 56 (Cairo pharmacy owner, Arabic/Franco/English), written blind; every value synthetic"),
        ("heldout56_lookalikes.yaml", lookalikes(), "batch 56 look-alikes: pharmacy batch, tax, invoice, Fawry, IBAN and InstaPay numbers, written blind"),
    ])


if __name__ == "__main__":
    main()
