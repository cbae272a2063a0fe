# ruff: noqa: E501
"""Writes heldout257_credentials.yaml and heldout257_lookalikes.yaml: held-out batch 257.

Persona: the owner of a community pharmacy in Amman, Jordan, who writes her notes mostly in
Arabic with some English. She keeps the logins for the pharmacy management system, the
medical insurance and JoPACC portals, eFAWATEERcom bill payment, the POS terminal, the
supplier ordering sites, the shop Wi-Fi, the alarm code, the safe and her banking app PINs,
beside many look-alikes: invoice numbers, drug barcodes, establishment numbers from public
registers, prescription ids, masked card numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
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
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

SYMS = "@#$!%*"


def phone() -> str:
    """A Jordanian mobile number (07X then seven digits)."""
    return f"07{pick('7', '8', '9')}{digits(7)}"


def human_pw() -> str:
    """A password the way a busy pharmacist makes one: a word, a symbol, a year or digits."""
    word = pick("Yasmine", "yasmin", "Rana", "Pharma", "Amman", "Jasmine", "Sham", "Noor")
    return pick(
        f"{word}@{digits(4)}",
        f"{word}#{digits(3)}{pick('!', '$', '*')}",
        f"{word.lower()}{digits(2)}{rnd(UPPER, 2)}{digits(2)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{pick(*SYMS)}",
    )


def strong_pw() -> str:
    return pick(pw(), rnd(ALNUM + SYMS, 14), human_pw())


def jo_iban() -> str:
    return iban("JO", pick("ARAB", "HBHO", "CBJO", "JKBA", "UBSI") + digits(4) + digits(18))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pharmacy_system_login",
        f"نظام الصيدلية PharmaSys — المستخدم: admin\nكلمة السر: {strong_pw()}",
        f"login برنامج الصيدلية على السيرفر pharmasys.yasmine.internal\nuser: rana\npass: {human_pw()}",
        f"باسورد حساب الصيدلي المناوب (pharm2) على النظام: {rnd(ALNUM, 10)}",
        f"غيرت كلمة سر برنامج المخزون اليوم، الجديدة {strong_pw()} — لازم أعطيها لأحمد بكرة",
        f"PharmaSys supervisor override code (للمرتجعات والخصومات): {digits(6)}",
        f"كاشير 2: user=cashier2 / pw={rnd(LOWER + DIGITS, 8)}",
    )

    r.add(
        "medical_insurance_portal_password",
        f"بوابة شركة التأمين claims.medinsure.example\nرقم مقدم الخدمة: {digits(5)}\nاسم المستخدم: yasmine.ph\nكلمة المرور: {strong_pw()}",
        f"NatHealth TPA portal — user {digits(6)} pass {rnd(ALNUM + '@#', 12)}",
        f"موقع الموافقات المسبقة (approvals.gulfcare-tpa.example) باسوورد: {human_pw()}  اليوزر هو رقم الترخيص",
        f"insurance portal الجديد: rana.h@yasmine-pharmacy.example / {pw()} — الدعم قالوا ما نشاركه مع الموظفين",
        f"كلمة سر حساب التأمين العسكري (بوابة الصيدليات المتعاقدة): {rnd(ALNUM, 9)}{pick(*SYMS)}",
    )

    r.add(
        "jopacc_portal_login",
        f"JoPACC merchant portal (portal.jopacc.example)\nusername: YASMINE_PH_{digits(3)}\npassword: {strong_pw()}",
        f"بوابة جوباك — كلمة المرور المؤقتة اللي وصلت بالإيميل: {rnd(ALNUM, 10)} (لازم تتغير أول دخول)",
        f"جوباك: اليوزر rana.yasmine والباس {human_pw()}",
        f"JoPACC dispute portal login -> yasmine.ops / {rnd(ALNUM + '!#', 12)}",
    )

    r.add(
        "efawateercom_login",
        f"إي فواتيركم (من تطبيق البنك) — اسم المستخدم ranaph{digits(2)} وكلمة السر {human_pw()}",
        f"eFAWATEERcom biller login للصيدلية: user {digits(8)} / pwd {strong_pw()}",
        f"efawateercom: {rnd(LOWER, 6)}{digits(3)} : {rnd(ALNUM, 11)}",
        f"اي فواتيركم حساب البيت (مش الصيدلية)\nuser: rana_{digits(4)}\npassword: {human_pw()}",
        f"باسورد دفع الفواتير (كهربا، مي، انترنت) على اي فواتيركم: {pw()}",
    )

    r.add(
        "pos_terminal_password",
        f"جهاز نقاط البيع POS — كلمة سر المرتجع (refund): {digits(4)}",
        f"POS merchant password: {digits(6)} | supervisor: {digits(4)}",
        f"ماكينة الفيزا: الباسوورد تبع التسوية (settlement) هو {digits(6)}",
        f"POS admin menu pin {digits(5)} — لا تعطيه للكاشير",
        f"رمز مدير جهاز الدفع الجديد من البنك: {digits(4)}، القديم انلغى",
    )

    r.add(
        "shop_wifi_password",
        f"واي فاي الصيدلية: Yasmine_Pharmacy\nالباسورد: {rnd(LOWER + DIGITS, 10)}",
        f"WIFI:S:Yasmine-Staff;T:WPA;P:{strong_pw()};;",
        f"شبكة الزباين Yasmine_Guest كلمة السر {digits(8)}",
        f"wifi الموظفين تغيرت -> {rnd(ALNUM, 12)}",
        f"نت المستودع (الطابق التحت): SSID=Store-5G  key={human_pw()}",
    )

    r.add(
        "alarm_code",
        f"كود الإنذار: {digits(4)}",
        f"alarm — disarm {digits(4)}, duress code {digits(4)} (بيبعث إشارة صامتة لشركة الحماية)",
        f"رمز نظام الإنذار للصيدلية {digits(4)}#  — أحمد بيفتح الصبح",
        f"كود المثبّت (installer code) لجهاز الإنذار: {digits(6)}",
        f"سر شركة الحماية لما يتصلوا (كلمة التحقق): {pick('ياسمين', 'زيتون', 'قمر', 'نرجس')}{digits(2)}، ورمز الفك {digits(4)}",
    )

    r.add(
        "safe_combination",
        f"الخزنة: {digits(2)}-{digits(2)}-{digits(2)}",
        f"رقم الخزنة الصغيرة بالمكتب {digits(6)}",
        f"safe code {digits(4)} + مفتاح الطوارئ بالدرج",
        f"كود خزنة المخدرات (narcotics cabinet): {digits(5)}",
        f"الخزنة الإلكترونية: الكود الرئيسي {digits(6)}، كود المستخدم الثاني {digits(4)}",
    )

    r.add(
        "bank_app_pin",
        f"PIN تطبيق البنك العربي: {digits(6)}",
        f"رمز الدخول لتطبيق الإسكان {digits(4)}",
        f"تطبيق البنك — passcode {digits(6)}، وبصمة الوجه مفعلة",
        f"بنك الاتحاد app pin = {digits(4)}",
        f"رقم سري تطبيق بنك القاهرة عمان: {digits(6)} (غيرته بعد ما انسرق التلفون)",
    )

    r.add(
        "online_banking_password",
        f"الخدمات المصرفية عبر الانترنت (حساب الصيدلية)\nuser ID: {digits(8)}\npassword: {strong_pw()}",
        f"Arab Bank corporate online — user: yasmine.corp pass: {rnd(ALNUM + SYMS, 13)}",
        f"باسوورد حسابي الشخصي بالبنك: {human_pw()}",
        f"eBanking {pick('HBTF', 'JKB', 'CAB')}: اسم المستخدم RANA{digits(4)} وكلمة المرور {pw()}، سؤال الأمان: اسم المدرسة = {pick('الأهلية', 'المطران', 'الرضوان')}",
    )

    def card() -> str:
        return groups(luhn(pick("4", "51", "53")), 4)

    r.add(
        "payment_card_details",
        f"بطاقة الشركة (للطلبيات أونلاين)\n{card()}\nexp {card_expiry()}  cvv {digits(3)}",
        f"فيزا الصيدلية {card()} — {card_expiry()} — CVV: {digits(3)}",
        f"Mastercard business: {luhn('5')} {card_expiry()} {digits(3)}",
        f"| البطاقة | الرقم | الانتهاء | CVV |\n| فيزا البيت | {card()} | {card_expiry()} | {digits(3)} |",
        f"بطاقتي للدفع على موقع المورد: {card()} ، تاريخ الانتهاء {card_expiry()}، الرمز خلف البطاقة {digits(3)}",
    )

    r.add(
        "atm_card_pin",
        f"الرقم السري لبطاقة الصراف (حساب الصيدلية): {digits(4)}",
        f"ATM pin بطاقة رانيا {digits(4)}",
        f"رقم سري الفيزا الجديدة {digits(4)} — وصل بالظرف اليوم",
        f"pin البطاقة الائتمانية: {digits(4)}، بطاقة الخصم: {digits(4)}",
        f"Visa Business PIN — {digits(4)} (لا تكتبيه على البطاقة!!)",
    )

    r.add(
        "supplier_portal_password",
        f"موقع طلبيات المستودع (orders.medisupply.example)\nرقم العميل: {digits(6)}\nكلمة السر: {strong_pw()}",
        f"Dar Al Dawa B2B — user: yasmine.pharmacy / pass: {human_pw()}",
        f"مستودع الحكمة أونلاين: اليوزر {digits(5)} والباسورد {rnd(ALNUM, 10)}",
        f"supplier site login (acme-pharma-distribution): rana@yasmine-pharmacy.example  pw: {pw()}",
        f"موقع طلب مستحضرات التجميل: {rnd(LOWER, 5)}{digits(2)} / {rnd(ALNUM + '#', 9)}",
        f"شركة الأدوية البيطرية — الرقم السري للطلب بالتلفون: {digits(4)}",
    )

    r.add(
        "gmail_app_password",
        f"app password للإيميل على برنامج الفواتير: {app_password()}",
        f"Gmail app password (outlook بالمكتب): {app_password()}",
        f"كلمة مرور التطبيق للجيميل على جهاز الكاشير: {app_password().replace(' ', '')}",
        f"SMTP للفواتير الإلكترونية:\nuser: yasmine.pharmacy.invoices@gmail.example\npass: {app_password()}",
    )

    r.add(
        "email_account_password",
        f"إيميل الصيدلية info@yasmine-pharmacy.example — الباسورد {strong_pw()}",
        f"باسورد الجيميل الشخصي: {human_pw()}",
        f"hotmail القديم (مسجل فيه حساب التأمين): {rnd(ALNUM, 10)}{digits(2)}",
        f"yahoo mail تبع أمي (بفوتلها عليه): pasword {human_pw()}",
        f"email: orders@yasmine-pharmacy.example\npassword: {pw()}\n(الموظفين بيستخدموه للطلبيات)",
    )

    r.add(
        "two_factor_backup_codes",
        f"رموز الاسترداد لحساب جوجل:\n{recovery_codes(8, 'digits')}",
        f"backup codes — فيسبوك صفحة الصيدلية\n{recovery_codes(6, 'alnum')}",
        f"أكواد الطوارئ لبوابة التأمين (كل واحد بيشتغل مرة وحدة):\n{recovery_codes(5, 'github')}",
        f"recovery codes JoPACC: {recovery_codes(4, 'digits')}",
        f"Microsoft account recovery code (لابتوب المكتب): {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
    )

    r.add(
        "totp_secret",
        f"otpauth://totp/MedInsure:yasmine.ph?secret={rnd(BASE32, 32)}&issuer=MedInsure",
        f"مفتاح المصادقة الثنائية (لما غيرت التلفون نسخته): {groups(rnd(BASE32, 32).lower(), 4)}",
        f"2FA secret key بوابة المستودع: {rnd(BASE32, 16)}",
        f"otpauth://totp/ArabBank%3Ayasmine.corp?secret={rnd(BASE32, 32)}&issuer=ArabBank&digits=6",
        f"Google Authenticator setup key للإيميل: {groups(rnd(BASE32, 32), 4)}",
    )

    r.add(
        "sms_gateway_api_key",
        f"مزود الرسائل (تذكير الزباين بالأدوية المزمنة)\nAPI key: {rnd(ALNUM, 32)}\nsender: YASMINE",
        f"Twilio: Account SID AC{hexs(32)}  Auth Token {hexs(32)}",
        f"sms.acme-gateway.example/api/send?user=yasmine&apikey={hexs(40)}&to=...",
        f"توكن الرسائل القصيرة الجديد: {rnd(ALNUM, 40)}",
        f"sms gateway\nusername=yasmine_ph\npassword={rnd(ALNUM, 10)}\nsender_id=YASMINE",
    )

    r.add(
        "whatsapp_business_token",
        f"WhatsApp Business API — permanent access token:\nEAA{rnd(ALNUM, 4)}{rnd(ALNUM, 180)}",
        f"توكن واتساب للطلبات: EAAG{rnd(ALNUM, 190)}",
        f"whatsapp cloud api (phone id {digits(15)})\ntoken = EAAJ{rnd(ALNUM, 170)}\napp secret = {hexs(32)}",
    )

    r.add(
        "database_connection_string",
        f"Server=PHARMA-SRV\\SQLEXPRESS;Database=PharmaDB;User Id=sa;Password={strong_pw()};",
        f"قاعدة بيانات برنامج الصيدلية (الفني قال احتفظي فيها): sa / {rnd(ALNUM + '@#', 12)}",
        f"backup script: sqlcmd -S pharma-srv.yasmine.internal -U backup_user -P \"{pw()}\" -Q \"BACKUP DATABASE PharmaDB ...\"",
        f"mysql://pharmacy:{rnd(ALNUM, 16)}@db.yasmine.internal:3306/inventory",
        f"<add name=\"PharmaDB\" connectionString=\"Data Source=.\\SQLEXPRESS;Initial Catalog=PharmaDB;User ID=pharma_app;Password={rnd(ALNUM, 14)}\" />",
    )

    r.add(
        "remote_access_password",
        f"AnyDesk جهاز السيرفر: {digits(3)} {digits(3)} {digits(3)} — كلمة سر الوصول غير المراقب: {strong_pw()}",
        f"TeamViewer الكاشير: ID {digits(10, lead=True)} pass {rnd(LOWER + DIGITS, 8)}",
        f"باسورد الدخول عن بعد اللي عطيته لفني البرنامج: {rnd(ALNUM, 10)} (لازم أغيره بعد الصيانة)",
        f"RDP للسيرفر: 10.0.0.{secrets_octet()} user administrator / {pw()}",
    )

    r.add(
        "cctv_dvr_password",
        f"كاميرات المراقبة DVR — admin / {human_pw()}",
        f"rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.{secrets_octet()}:554/Streaming/Channels/101",
        f"تطبيق الكاميرات على الموبايل: الحساب yasmine.cam وكلمة السر {strong_pw()}، رمز التحقق للجهاز {rnd(UPPER, 6)}",
        f"NVR hikvision verification code: {rnd(UPPER, 6)} ، باسورد الأدمن {rnd(ALNUM + '#', 11)}",
    )

    r.add(
        "router_admin_password",
        f"الراوتر (192.168.1.1): admin / {rnd(ALNUM, 10)}",
        f"router login تبع أورنج فايبر: user admin pass {human_pw()}",
        f"صفحة إعدادات الراوتر — كلمة المرور {strong_pw()} (مش باسورد الواي فاي)",
        f"مودم زين: اليوزر telecomadmin والباس {rnd(ALNUM, 12)}",
        f"access point المستودع (192.168.1.2) — admin:{rnd(LOWER + DIGITS, 9)}",
    )

    r.add(
        "windows_login_password",
        f"كلمة سر الكمبيوتر في الكاونتر: {human_pw()}",
        f"لابتوب المكتب — windows pin {digits(6)}",
        f"جهاز السيرفر: Administrator / {strong_pw()}",
        f"pc الصيدلي المناوب، يوزر Pharmacist باسورد {rnd(LOWER + DIGITS, 7)}",
        f"كلمة سر الدخول على لابتوبي الشخصي: {strong_pw()} — وال pin {digits(4)}",
    )

    r.add(
        "jofotara_api_credentials",
        f"نظام الفوترة الوطني (جو فوترة) — ربط البرنامج:\nClient-Id: {uid()}\nSecret-Key: {rnd(ALNUM + '+/', 88)}",
        f"JoFotara integration\nclient id {uid()}\nsecret {rnd(ALNUM, 64)}",
        f"بوابة الضريبة (الفوترة الإلكترونية) — اسم المستخدم الرقم الضريبي وكلمة السر {strong_pw()}",
    )

    r.add(
        "payment_gateway_secret_key",
        f"Tap (بوابة الدفع لموقع التوصيل): sk_live_{rnd(ALNUM, 24)}",
        f"payment gateway keys:\npublishable pk_live_{rnd(ALNUM, 24)}\nsecret sk_live_{rnd(ALNUM, 24)}",
        f"webhook signing secret للطلبات: whsec_{rnd(ALNUM, 32)}",
        f"TAP_SECRET_KEY=sk_live_{rnd(ALNUM, 24)}\nTAP_PUBLIC_KEY=pk_live_{rnd(ALNUM, 24)}",
        f"موقع الطلبات — المفتاح السري للدفع (ما يطلع على الواجهة): sk_live_{rnd(ALNUM, 99)}",
    )

    r.add(
        "mobile_wallet_pin",
        f"زين كاش — الرقم السري {digits(4)}",
        f"محفظة أورنج موني للصيدلية: MPIN {digits(4)}",
        f"CliQ — رمز تأكيد التحويلات بالتطبيق: {digits(6)}",
        f"e-wallet (UWallet) رمز الدخول {digits(6)}، رمز الدفع {digits(4)}",
        f"محفظة دينارك pin={digits(4)} ، الرقم المسجل {phone()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key لابتوب المكتب:\n{bitlocker_key()}",
        f"مفتاح استرداد تشفير السيرفر (لا تضيعيه): {bitlocker_key()}",
        f"bitlocker — Key ID {hexs(8).upper()} — recovery {bitlocker_key()}",
        f"مفتاح الاسترداد تبع الهارد الخارجي (النسخ الاحتياطي)\n{bitlocker_key()}",
    )

    r.add(
        "social_media_password",
        f"انستغرام الصيدلية @yasmine.pharmacy.amman — {human_pw()}",
        f"فيسبوك صفحة الصيدلية: الإيميل marketing@yasmine-pharmacy.example كلمة السر {strong_pw()}",
        f"tiktok حساب العروض: pass {rnd(ALNUM, 11)}",
        f"صفحة الفيس — الباسورد الجديد بعد الاختراق: {rnd(ALNUM + SYMS, 15)}",
        f"باسوورد حساب جوجل بزنس (تقييمات الصيدلية): {pw()}",
    )

    r.add(
        "email_marketing_api_key",
        f"SendGrid لنشرة العروض الشهرية: {sendgrid_key()}",
        f"API key تبع الإيميلات من فورم الموقع:\nSENDGRID_API_KEY={sendgrid_key()}",
        f"mailchimp key {hexs(32)}-us{pick('14', '17', '21')}",
    )

    r.add(
        "government_portal_password",
        f"بوابة المؤسسة العامة للغذاء والدواء (تقارير المخدرات): اسم المستخدم {digits(6)} كلمة المرور {strong_pw()}",
        f"الضمان الاجتماعي — حساب المنشأة: رقم المنشأة {digits(7)}، كلمة السر {human_pw()}",
        f"سند (الهوية الرقمية) pin: {digits(6)}",
        f"نقابة الصيادلة — بوابة الأعضاء: {rnd(ALNUM, 10)}",
        f"أمانة عمان (ترخيص المهن) online: user yasminepharm / pass {pw()}",
    )

    r.add(
        "website_admin_password",
        f"موقع الصيدلية (WordPress) — yasmine-pharmacy.example/wp-admin\nuser: rana_admin\npass: {strong_pw()}",
        f"ووردبريس: admin / {rnd(ALNUM + SYMS, 16)}",
        f"cPanel الاستضافة: yasminep / {pw()}",
        f"FTP للموقع: ftp.yasmine-pharmacy.example user ftp_{rnd(LOWER, 4)} pass {rnd(ALNUM, 12)}",
    )

    r.add(
        "phone_voicemail_pin",
        f"البريد الصوتي لتلفون الصيدلية: pin {digits(4)}",
        f"سنترال المكتب (PBX) — admin password {human_pw()}",
        f"كود فتح قفل موبايل الصيدلية {digits(6)}",
        f"SIM الصيدلية: PIN {digits(4)}  PUK {digits(8)}",
    )

    return r


def secrets_octet() -> int:
    """A host number on a small office LAN."""
    return 2 + int(digits(2)) % 250


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "supplier_invoice_number",
        f"فاتورة المستودع رقم INV-2025-{digits(6)} — المبلغ {digits(3, lead=True)}.{digits(3)} دينار، استحقاق 60 يوم",
        f"invoice #{digits(8, lead=True)} من acme pharma — مرتجع 3 علب منتهية",
        f"فواتير الشهر: {digits(7, lead=True)}, {digits(7, lead=True)}, {digits(7, lead=True)} — كلها مدفوعة",
        f"رقم الفاتورة الضريبية SI-{rnd(UPPER, 2)}{digits(6)} لازم تتطابق مع كشف الحساب",
        f"كشف حساب المستودع: فاتورة {digits(6, lead=True)} ناقصة، الرصيد {digits(4, lead=True)} دينار",
        f"credit note CN/{digits(4)}/{digits(5)} للمرتجعات، بعتوها على الإيميل",
    )

    r.add(
        "drug_barcode",
        f"باركود البنادول اكسترا: {ean13('625')}",
        f"GTIN {ean13('625')} — لازم يتعرّف على النظام، مش طالع",
        f"Augmentin 1g barcode {ean13('500')} (المستورد)",
        f"باركودات ناقصة بالنظام:\n{ean13('625')}\n{ean13('625')}\n{ean13('400')}",
        f"GS1 DataMatrix على العلبة: (01){ean13('625').zfill(14)}(17)27{digits(4)}(10)B{digits(5)}(21){rnd(UPPER + DIGITS, 12)}",
    )

    r.add(
        "establishment_national_number",
        f"الرقم الوطني للمنشأة (من سجل الشركات): 200{digits(6)}",
        f"establishment national no. 200{digits(6)} — مطلوب بنموذج المستودع الجديد",
        f"رقم تسجيل الصيدلية بوزارة الصناعة والتجارة {digits(6, lead=True)}، الرقم الوطني للمنشأة 200{digits(6)}",
        f"سجل تجاري رقم {digits(5, lead=True)} (منشور على موقع الوزارة)",
        f"الرقم الوطني للمنشأة للمستودع الجديد 200{digits(6)} — من موقع دائرة مراقبة الشركات",
    )

    r.add(
        "prescription_id",
        f"وصفة حكيم الإلكترونية رقم RX{digits(10)} — الزبون بيرجع بكرة",
        f"prescription id {digits(4)}-{digits(6)}-{digits(2)} (تأمين)",
        f"وصفة مزمنة رقم {digits(9, lead=True)}، صرف الشهر الثالث من ستة",
        f"e-Rx: {rnd(UPPER, 3)}-{digits(8)}  الحالة: مصروفة جزئياً",
        f"وصفة رقم {digits(6, lead=True)} من مستشفى الجامعة — الدكتور ختمها",
    )

    r.add(
        "masked_card_number",
        f"بطاقة الشركة اللي بتنتهي بـ {digits(4)} — مسجلة على موقع المورد",
        f"Visa **** **** **** {digits(4)} (exp تجدد الشهر الجاي)",
        f"دفعت للمستودع بالماستركارد XXXX-XXXX-XXXX-{digits(4)}",
        f"card: {luhn('4')[:6]}******{digits(4)} — حسب إيصال ماكينة الدفع",
        f"الزبون دفع ببطاقة ...{digits(4)} وطلب استرجاع المبلغ",
    )

    r.add(
        "efawateercom_bill_reference",
        f"رقم اشتراك الكهرباء للصيدلية (للدفع على إي فواتيركم): {digits(11, lead=True)}",
        f"eFAWATEERcom — biller code {digits(3, lead=True)}، billing no. {digits(10, lead=True)}",
        f"فاتورة المي رقم الحساب {digits(8, lead=True)}، رقم الحركة بعد الدفع {digits(12, lead=True)}",
        f"رقم اشتراك الانترنت {digits(9, lead=True)} — الدفع كل شهر يوم 5",
        f"eFAWATEERcom payment ref {digits(14, lead=True)} — رسوم النقابة",
    )

    r.add(
        "insurance_claim_number",
        f"مطالبة التأمين رقم CLM-{digits(8)} — مرفوضة بسبب كود التشخيص",
        f"claim {digits(10, lead=True)} status: pending، approval no. {rnd(UPPER, 2)}{digits(7)}",
        f"رقم الموافقة المسبقة للزبون {digits(9, lead=True)} صالح لغاية آخر الشهر",
        f"batch المطالبات الشهرية: {digits(4)}/{digits(2)}/YSM-{digits(5)}",
        f"رقم بطاقة التأمين للمريض (مطبوع على البطاقة): {digits(3)}-{digits(6)}-{digits(2)}",
    )

    r.add(
        "pos_terminal_id",
        f"جهاز الدفع: TID {digits(8)}  MID {digits(15)}",
        f"POS terminal ID {rnd(UPPER, 2)}{digits(6)} — للبلاغ عن عطل",
        f"رقم التاجر (merchant number) {digits(12, lead=True)} — مطبوع على الإيصال",
        f"الماكينة الثانية serial {rnd(UPPER, 3)}{digits(9)}، TID {digits(8)}",
    )

    r.add(
        "tax_number",
        f"الرقم الضريبي للصيدلية: {digits(8, lead=True)}",
        f"tax no. {digits(9, lead=True)} — لازم يطلع على كل فاتورة",
        f"رقم ضريبي خطأ على فاتورة المورد: {digits(8, lead=True)} بدل {digits(8, lead=True)}",
        f"رقم التسجيل بضريبة المبيعات {digits(8, lead=True)}، الرقم الضريبي للمورد {digits(8, lead=True)}",
    )

    r.add(
        "pharmacy_license_number",
        f"رقم ترخيص الصيدلية من الغذاء والدواء: PH-{digits(5)}",
        f"رقم مزاولة المهنة (نقابة الصيادلة): {digits(5, lead=True)}",
        f"رخصة المهن من الأمانة رقم {digits(7, lead=True)} — تجديد قبل آخر السنة",
        f"license no. {digits(4)}/{digits(4)} معلقة على الحيط جنب الكاونتر",
    )

    r.add(
        "password_policy_note",
        "سياسة كلمات السر بالصيدلية: 12 حرف على الأقل، أرقام ورموز، تتغير كل 90 يوم، وممنوع تنكتب على ورقة جنب الكاشير",
        "PIN جهاز الدفع لازم يكون 6 أرقام، مش تاريخ ميلاد ولا 123456",
        "نظام التأمين بيقفل الحساب بعد 5 محاولات دخول خاطئة — الفتح بيحتاج اتصال بالدعم",
        "password rules (PharmaSys): min 8 chars, 1 upper, 1 digit, no reuse of last 5",
        "كود الإنذار لازم يكون مختلف عن رقم الخزنة وعن pin البنك",
    )

    r.add(
        "secret_location_reference",
        "كلمات السر كلها بالدفتر الأحمر جوا الخزنة، مش بالتلفون",
        "باسورد الواي فاي مكتوب على ملصق تحت الراوتر بالمستودع",
        "PIN البطاقة بالظرف المختوم عند المحاسب",
        "كلمة سر السيرفر عند الفني (شركة acme IT) — اتصلي فيه إذا احتجتيها",
        "كل الباسووردات صارت بتطبيق Bitwarden — master password بس براسي",
    )

    r.add(
        "password_rotation_reminder",
        "تذكير: غيري باسورد بوابة التأمين يوم 1 الشهر الجاي",
        "لازم أغير كود الإنذار بعد ما ترك أحمد الشغل",
        "rotate wifi password every 3 months — آخر مرة كانت بشهر 2",
        "بعد صيانة البرنامج: غيري كلمة سر الدخول عن بعد، الفني كان يعرفها",
        f"تغيير PIN تطبيق البنك — طلب رقم {digits(8, lead=True)} تم بنجاح",
    )

    r.add(
        "supplier_order_number",
        f"طلبية المستودع رقم PO-{digits(6)} — توصل الخميس",
        f"order #{rnd(UPPER, 2)}-{digits(7)} على موقع acme pharma distribution",
        f"الطلبية المعلقة {digits(9, lead=True)}: ناقص 10 علب أوميبرازول",
        f"أرقام الطلبيات هالأسبوع: SO{digits(6)}, SO{digits(6)}, SO{digits(6)}",
    )

    r.add(
        "shipment_tracking_number",
        f"شحنة أرامكس رقم البوليصة {digits(11, lead=True)}",
        f"tracking: {rnd(UPPER, 2)}{digits(9)}JO — ثلاجة الأنسولين",
        f"DHL waybill {digits(10, lead=True)} للأجهزة الطبية",
        f"رقم الشحنة من المستودع {rnd(UPPER, 3)}-{digits(8)} — اتصلوا قبل التوصيل",
        f"أرامكس: {digits(11, lead=True)} و {digits(11, lead=True)} — وحدة منهم راجعة",
    )

    r.add(
        "batch_lot_number",
        f"Lot {rnd(UPPER, 2)}{digits(5)} — EXP 0{pick(1, 3, 6, 9)}/2027",
        f"سحب من السوق: تشغيلة رقم {digits(7, lead=True)} من الشراب",
        f"batch no. {rnd(UPPER + DIGITS, 8)} — درجة الحرارة 2-8",
        f"تشغيلات المطعوم الموجودة: {rnd(UPPER, 1)}{digits(6)}، {rnd(UPPER, 1)}{digits(6)}",
    )

    r.add(
        "portal_link_with_uuid",
        f"رابط كشف الحساب: https://orders.medisupply.example/statements/{uid()}",
        f"claims report: https://claims.medinsure.example/provider/reports/{uid()}/download",
        f"نموذج التسجيل: https://forms.acme.example/r/{uid()}",
        f"رابط متابعة الصيانة https://support.pharmasys.example/tickets/{uid()}",
        f"صورة الوصفة: https://files.yasmine.internal/rx/{uid()}.jpg",
    )

    r.add(
        "bank_iban_for_payments",
        f"IBAN حساب الصيدلية (للتحويل من الزباين والتأمين): {jo_iban()}",
        f"آيبان المستودع للتحويل: {jo_iban()} — اسم المستفيد acme pharma",
        f"حساب الصيدلية — رقم الحساب {digits(13, lead=True)}، الآيبان {jo_iban()}",
        f"CliQ alias: YASMINEPHARMA — أو على الآيبان {jo_iban()}",
    )

    r.add(
        "anydesk_id",
        f"AnyDesk ID تبع السيرفر: {digits(3, lead=True)} {digits(3)} {digits(3)} (الفني بيطلبه)",
        f"TeamViewer ID للكاشير {digits(10, lead=True)} — الكلمة بيعطيها النظام كل مرة",
        f"remote support: anydesk {digits(9, lead=True)}",
        f"AnyDesk address لجهاز الكاشير 2: {digits(3, lead=True)} {digits(3)} {digits(3)} — كلمة السر ما بتنحفظ",
    )

    r.add(
        "wifi_settings_no_password",
        f"الواي فاي: SSID Yasmine_Pharmacy، WPA2، channel {pick(1, 6, 11)}، الراوتر MAC {mac(upper=True)}",
        "شبكة الزباين معزولة عن شبكة الموظفين (guest isolation on)",
        "الواي فاي للزباين: اطلبوا الكلمة من الكاشير، بتتغير كل شهر",
        f"Store-5G: band 5GHz, channel {pick(36, 40, 44, 149)}, DHCP 192.168.1.100-200",
        f"mac الطابعة {mac()} محجوزلها IP 192.168.1.{secrets_octet()}",
    )

    r.add(
        "alarm_settings",
        "الإنذار: exit delay 30 ثانية، entry delay 45، zone 3 باب المستودع",
        f"شركة الحماية: رقم الحساب عندهم {digits(6, lead=True)}، هاتف الطوارئ 06{digits(7)}",
        "إذا انضرب الإنذار غلط: بتصل شركة الحماية وبسألوا عن كلمة التحقق — الكلمة معي مش هون",
        "كود الإنذار 4 أرقام، بتغير كل 6 شهور",
        f"عقد شركة الحماية رقم {rnd(UPPER, 2)}-{digits(6)}، زيارة صيانة كل 3 شهور",
    )

    r.add(
        "device_serial_number",
        f"سيريال السيرفر: {rnd(UPPER + DIGITS, 10)} — كفالة لغاية 2026",
        f"DVR serial {rnd(UPPER, 2)}-{digits(4)}{rnd(UPPER, 4)}{digits(5)}",
        f"ثلاجة الأدوية model PH-{digits(3)}, S/N {digits(12)}",
        f"طابعة الباركود SN {rnd(UPPER + DIGITS, 12)} — الحبر رقم {digits(5)}",
    )

    r.add(
        "masked_password",
        "بوابة التأمين: اليوزر yasmine.ph، الباسورد ********",
        "كلمة سر الواي فاي: (نفس القديمة بس آخرها تغير)",
        f"PIN الماكينة: ••••  (تم التغيير {digits(2, lead=True)}/0{pick(1, 4, 7)})",
        "pass: [محذوف — بالدفتر]",
        f"JoPACC: user yasmine.ops / pw: ({len(pw())} حروف، بالدفتر)",
    )

    r.add(
        "cliq_transaction_reference",
        f"تحويل CliQ من الزبون: reference {rnd(UPPER + DIGITS, 16)}",
        f"حوالة للمستودع رقم المرجع FT{digits(10)}، المبلغ {digits(3, lead=True)} دينار",
        f"رقم عملية الدفع على اي فواتيركم: {digits(16, lead=True)}",
        f"CliQ txn id {uid()} — تم، وصل المبلغ",
    )

    r.add(
        "einvoice_uuid",
        f"فاتورة جو فوترة — UUID {uid()}",
        f"رقم الفاتورة الإلكترونية {digits(6)}، المعرّف {uid()}، QR على الإيصال",
        f"e-invoice sent ok — invoice uuid {uid()} / ISTD ref {digits(10, lead=True)}",
        f"رقم تسلسل الفاتورة الإلكترونية {digits(5)} و hash الفاتورة {hexs(64)}",
    )

    r.add(
        "file_checksum",
        f"تحديث برنامج الصيدلية v7.3 — SHA-256: {hexs(64)}",
        f"ملف النسخة الاحتياطية PharmaDB_2025.bak md5 {hexs(32)}",
        f"الفني قال تأكدي من الـ checksum قبل التثبيت: {hexs(64)}",
        f"تحديث الماكينة firmware {digits(2)}.{digits(2)} — sha1 {hexs(40)}",
    )

    r.add(
        "publishable_key",
        f"مفتاح الدفع العام للموقع (بيطلع بصفحة الدفع عادي): pk_live_{rnd(ALNUM, 24)}",
        f"Google sign-in client id للموقع (عام): {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"publishable key تبع Tap للواجهة: pk_live_{rnd(ALNUM, 24)} — السري مش هون",
    )

    r.add(
        "secret_reference",
        "SMS_API_KEY=${SMS_API_KEY}  # من ملف .env على السيرفر، مش بالكود",
        "password: ${{ secrets.PHARMASYS_DB_PASSWORD }}",
        "مفتاح بوابة الدفع محفوظ بـ vault: secret/yasmine/payments/tap_secret_key",
        "DB_PASSWORD موجود بـ Windows Credential Manager على السيرفر باسم PharmaSysDB",
        "بوابة التأمين: password = (نفس اللي بالدفتر الأحمر، صفحة 3)",
    )

    r.add(
        "otp_process_note",
        f"رمز التحقق للبنك بيوصل SMS على الرقم {phone()}",
        "OTP لبوابة التأمين بيجي على الإيميل وصالح 5 دقايق بس",
        f"إذا ما وصل رمز التحقق: اتصلي بالبنك على 06{digits(7)} ويعيدوا التفعيل",
        f"رقم التلفون المسجل للمصادقة الثنائية {phone()} — لازم أغيره للخط الجديد",
    )

    r.add(
        "customer_loyalty_card_number",
        f"بطاقة ولاء الزبونة أم محمد: {digits(10, lead=True)}",
        f"loyalty card {rnd(UPPER, 2)}{digits(8)} — النقاط 340",
        f"رقم العضوية ببرنامج الخصومات {digits(9, lead=True)} للزبون أبو خالد",
        f"كروت الخصم الجديدة من {digits(8, lead=True)} لغاية {digits(8, lead=True)}",
    )

    r.add(
        "public_key",
        f"المفتاح العام لفني الشبكة (يحطه على السيرفر):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} tech@acme-it.example",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@yasmine.internal",
        f"بصمة شهادة البوابة (fingerprint) SHA256:{rnd(ALNUM + '+/', 43)}",
        f"age recipient للنسخ الاحتياطي (عام): {age_public_key()}",
    )

    r.add(
        "staff_id_numbers",
        f"جدول الدوام: رقم الموظف E{digits(4)} أحمد (صباحي)، E{digits(4)} سارة (مسائي)",
        f"رقم الضمان للموظفة {digits(10, lead=True)} (على كشف الرواتب)",
        f"بصمة الدوام: جهاز ID {digits(3)}، رقم البصمة لأحمد {digits(3)}",
    )

    r.add(
        "support_ticket_number",
        f"تذكرة دعم PharmaSys رقم #{digits(6, lead=True)} — مشكلة الطباعة",
        f"شكوى لشركة الانترنت رقم {digits(10, lead=True)}",
        f"بلاغ عطل ماكينة الدفع ref {rnd(UPPER, 3)}{digits(7)}",
        f"طلب صيانة الثلاجة رقم WO-{digits(7)} — الفني جاي الأحد",
    )

    return r


def main() -> None:
    write_corpora("make_heldout257.py", [
        ("heldout257_credentials.yaml", credentials(), "Held-out batch 257: credentials of a community pharmacy owner in Amman (Arabic/English): pharmacy system, insurance and JoPACC portals, eFAWATEERcom, POS, Wi-Fi, alarm, safe, banking PINs"),
        ("heldout257_lookalikes.yaml", lookalikes(), "Held-out batch 257: look-alikes of a community pharmacy owner in Amman: invoice numbers, drug barcodes, public establishment numbers, prescription ids, masked cards, references to secrets"),
    ])


if __name__ == "__main__":
    main()
