# ruff: noqa: E501
"""Writes heldout360_credentials.yaml and heldout360_lookalikes.yaml: held-out batch 360.

Persona: a knitwear and textile exporter in Tiruppur who writes his notes in Tamil (Tamil
script) and Tanglish (Tamil in Latin letters) mixed with English. He keeps the DGFT and
ICEGATE logins, the GST portal, the EPFO/ESIC and income-tax logins, the bank's corporate
netbanking passwords and token PINs, his DSC token PIN, UPI PINs, Razorpay and PayPal
business keys, the WhatsApp Cloud API token, FedEx, Shopify and Zoho API secrets, the
factory's biometric attendance admin, the CCTV NVR, Tally, buyers' portal logins, the godown
locks, the office safe and the alarm; and many look-alikes: IEC and GSTIN numbers, shipping
bills, container and AWB numbers, invoice and PO numbers, LC references, bank details he
gives buyers, public Razorpay key ids and PayPal client ids, payment ids, UTRs, masked
numbers, expired OTPs, references to where a secret is kept, device serials, IRN hashes and
the like.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; the persona's own hosts sit under `.example`, `.internal`,
`.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    UPPER,
    URLSAFE,
    Rows,
    amex,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    paypal_client_id,
    paypal_secret,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    seed_phrase,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

FIRMS = ["sriveltex", "kumaranknits", "noyyalexports", "palanitextiles", "acme-knitwear"]
NAMES = ["Murugan", "Selvam", "Kavin", "Noyyal", "Palani", "Kumaran", "Velan", "Banian", "Cotton", "Amman", "Sakthi", "Kongu"]
PORTS = ["INMAA1", "INTUT1", "INCOK1", "INBLR4", "INNSA1"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
ALNUM36 = DIGITS + UPPER


def firm() -> str:
    return pick(*FIRMS)


def mail() -> str:
    return f"{pick('exports', 'accounts', 'owner', 'ravi', 'docs')}@{firm()}.example"


def own_pw() -> str:
    """A password this owner would set: a name, a symbol and digits, or a generated one."""
    return pick(
        f"{pick(*NAMES)}{pick('@', '#', '$')}{digits(4)}",
        f"{pick(*NAMES).lower()}{digits(3)}{pick('!', '@', '*')}{rnd(UPPER, 2)}",
        f"Tpr{pick('@', '#')}{rnd(ALNUM, 7)}",
        pw(),
        rnd(ALNUM + "@#$!", 12),
    )


def pan(kind: str = "F") -> str:
    """A PAN: five letters (the fourth the holder's type), four digits, a letter."""
    return f"{rnd(UPPER, 3)}{kind}{rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}"


def gstin(state: str = "33") -> str:
    """A GSTIN: state code, PAN, entity number, Z, and the mod-36 check character."""
    body = f"{state}{pan(pick('F', 'C', 'P'))}{pick(*'123456789')}Z"
    total = 0
    for i, c in enumerate(body):
        product = ALNUM36.index(c) * (2 if i % 2 else 1)
        total += product // 36 + product % 36
    return body + ALNUM36[(36 - total % 36) % 36]


def container_no() -> str:
    """An ISO 6346 container number with its check digit."""
    values, v = {}, 10
    for ch in UPPER:
        if v % 11 == 0:
            v += 1
        values[ch] = v
        v += 1
    owner = rnd(UPPER, 3) + "U"
    serial = digits(6)
    total = sum((values[c] if c in values else int(c)) * 2**i for i, c in enumerate(owner + serial))
    return f"{owner}{serial}{total % 11 % 10}"


def ifsc() -> str:
    return f"{pick('IOBA', 'CNRB', 'HDFC', 'SBIN', 'KVBL', 'TMBL', 'ICIC')}0{rnd(ALNUM36, 6)}"


def bank_acct() -> str:
    return digits(pick(12, 14, 15), lead=True)


def rzp_id() -> str:
    return "rzp_live_" + rnd(ALNUM, 14)


def rzp_secret() -> str:
    return rnd(ALNUM, 24)


def paypal_signature() -> str:
    return "A" + rnd(ALNUM + "-.", 55)


def paypal_api_password() -> str:
    return rnd(UPPER + DIGITS, 16)


def wa_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 195, 210))


def fedex_key() -> str:
    return "l7xx" + hexs(32)


def shopify_token() -> str:
    return "shpat_" + hexs(32)


def zoho_refresh() -> str:
    return f"1000.{hexs(32)}.{hexs(32)}"


def google_codes() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(10))


def netbank_user() -> str:
    return f"{pick(*NAMES).upper()}{digits(3)}"


def corp_id() -> str:
    return rnd(UPPER, 4) + digits(5)


def hik_code() -> str:
    return rnd(UPPER, 6)


def amount() -> str:
    return f"{secrets.randbelow(9000) + 1000},{digits(3)}.{digits(2)}"


def a_date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}-{pick(*MONTHS)}-{pick('2024', '2025')}"


def ship_bill() -> str:
    return digits(7, lead=True)


def awb_dhl() -> str:
    return digits(10, lead=True)


def awb_fedex() -> str:
    return digits(12, lead=True)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 16)


def mobile() -> str:
    return pick("9", "8", "7", "6") + digits(9)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "dgft_password",
        f"DGFT login (IEC {pan()}) — கடவுச்சொல்: {own_pw()}",
        f"dgft portal pwd maathiten, pudhu pwd {own_pw()} , CA sir kitta sollanum",
        f"DGFT\nuser: {mail()}\npass {own_pw()}\n(RoDTEP scrip apply panna idhu dhaan)",
        f"டிஜிஎஃப்டி போர்டல் password\n{own_pw()}\nமறந்துவிடாதே!!",
    )

    r.add(
        "icegate_password",
        f"ICEGATE id: {firm().upper()}{digits(2)} / pwd: {own_pw()}",
        f"icegate password reset pannen, new one = {own_pw()}  old one work aagadhu",
        f"ICEGATE login விவரம்\nபயனர்: {mail()}\nகடவுச்சொல்: {own_pw()}",
        f"| portal | user | pass |\n|---|---|---|\n| ICEGATE | {firm()}_exp | {own_pw()} |",
        f"CHA agent Ravi kettaru, icegate pasword {own_pw()} — avanukku mattum, vera yaarukum illa",
    )

    r.add(
        "gst_portal_password",
        f"GST portal (GSTIN {gstin()}) username {firm()}{digits(2)} password {own_pw()}",
        f"gst login pw {own_pw()} - GSTR-1 file panna 11th kulla",
        f"ஜிஎஸ்டி போர்டல் கடவுச்சொல் மாற்றப்பட்டது → {own_pw()}",
        f"gst usr {firm()}_tpr\ngst pwd\n{own_pw()}",
        f"Accountant Selvi ku GST pass anupanum: {own_pw()} (WhatsApp la venam, phone la sollu)",
    )

    r.add(
        "corporate_netbanking_password",
        f"IOB corporate netbanking\nCorp ID: {corp_id()}\nUser: {netbank_user()}\nLogin pwd: {own_pw()}",
        f"canara corp nb txn password {own_pw()} (login pwd vera, adhu diary la)",
        f"வங்கி நெட்பேங்கிங் உள்நுழைவு கடவுச்சொல் — {own_pw()}",
        f'{{"bank": "HDFC Corp", "corp_id": "{corp_id()}", "user": "{netbank_user()}", "login_pwd": "{own_pw()}"}}',
        f"netbanking pwd maathiyachu: {own_pw()}. 3 thadava thappa pota lock aagidum, jaakiradhai",
    )

    r.add(
        "bank_token_pin",
        f"bank hardware token PIN {pin(6)}",
        f"HDFC debit card ATM pin {pin(4)} - amma card, avanga kitta kekkadha",
        f"வங்கி டோக்கன் பின்: {pin(6)}",
        f"SBI current a/c card pin\n{pin(4)}\n(pudhusa vandha card, pazhaya pin illa)",
    )

    r.add(
        "dsc_token_pin",
        f"DSC token (ePass2003) user PIN: {rnd(ALNUM, 8)}",
        f"டிஜிட்டல் கையொப்பம் (DSC) டோக்கன் கடவுச்சொல் {own_pw()}",
        f"class 3 dsc pin = {pin(8)}   icegate & dgft signing ku",
        f"emSigner la DSC select panni pin podu: {rnd(ALNUM, 10)}",
        f"DSC renew aachu (valid till 2027), token password {own_pw()}, pazhaya token throw pannidu",
    )

    r.add(
        "upi_pin",
        f"GPay UPI pin {pin(6)}",
        f"business a/c UPI PIN - {pin(4)}",
        f"யுபிஐ பின் {pin(6)} (கரண்ட் அக்கவுண்ட்)",
        f"PhonePe business upi pin: {pin(6)} — only me, staff ku kudukadhe",
    )

    r.add(
        "razorpay_key_secret",
        f"Razorpay live keys\nkey_id: {rzp_id()}\nkey_secret: {rzp_secret()}",
        f"RAZORPAY_KEY_ID={rzp_id()}\nRAZORPAY_KEY_SECRET={rzp_secret()}",
        f"website developer Karthik ku razorpay secret: {rzp_secret()} (key id {rzp_id()})",
        f"```php\n$api = new Api('{rzp_id()}', '{rzp_secret()}');\n```",
        f"ரேசர்பே key secret: {rzp_secret()} — வெளியே பகிர வேண்டாம்",
    )

    r.add(
        "razorpay_webhook_secret",
        f"razorpay webhook secret (payment.captured): {rnd(ALNUM, 20)}",
        f"webhook: https://shop.{firm()}.example/razorpay/hook , secret = {rnd(ALNUM + '_', 24)}",
        f"RAZORPAY_WEBHOOK_SECRET={rnd(ALNUM, 32)}",
        f"வெப்ஹூக் ரகசியம் {rnd(ALNUM + '@#', 16)} — dashboard la um same podanum",
    )

    r.add(
        "paypal_rest_secret",
        f"PayPal REST app (LIVE)\nclient id: {paypal_client_id()}\nsecret: {paypal_secret()}",
        f"PAYPAL_CLIENT_SECRET={paypal_secret()}",
        f"paypal app secret {paypal_secret()} — sandbox illa, LIVE, careful",
        f"paypal:\n  mode: live\n  client_id: {paypal_client_id()}\n  client_secret: {paypal_secret()}",
        f"பேபால் client secret:\n{paypal_secret()}",
    )

    r.add(
        "paypal_nvp_signature",
        f"PayPal classic API creds\nAPI username: {pick('exports', 'owner')}_api1.{firm()}.example\nAPI password: {paypal_api_password()}\nSignature: {paypal_signature()}",
        f"paypal api signature {paypal_signature()} (api pwd {paypal_api_password()}) - pazhaya woocommerce plugin ku",
        f"PAYPAL_API_USERNAME={pick('sales', 'owner')}_api1.{firm()}.example\nPAYPAL_API_PASSWORD={paypal_api_password()}\nPAYPAL_API_SIGNATURE={paypal_signature()}",
        f"பேபால் API கையொப்பம்: {paypal_signature()}, password {paypal_api_password()}",
    )

    r.add(
        "biometric_device_admin",
        f"attendance machine (eSSL X990) admin pwd {pin(6)}",
        f"biometric admin password: {own_pw()}  — HR Kavitha ku theriyum",
        f"வருகைப் பதிவு இயந்திரம் அட்மின் பாஸ்வேர்ட்: {pin(8)}",
        f"eTimeTrackLite login\nadmin / {own_pw()}",
        f"ZKTeco device comm key {pin(6)} - software la connect aaga idhu venum",
    )

    r.add(
        "cctv_nvr_password",
        f"Hikvision NVR  admin / {own_pw()}",
        f"gate camera stream: rtsp://admin:{rnd(ALNUM, 10)}@192.168.1.{secrets.randbelow(150) + 60}:554/Streaming/Channels/101",
        f"சிசிடிவி என்விஆர் கடவுச்சொல் {own_pw()} (godown + gate camera)",
        f"Hik-Connect verification code (video encryption) {hik_code()} — sticker kizhichiten, inga mattum dhaan irukku",
        f"cctv app login: {mail()}  pass: {own_pw()}",
    )

    r.add(
        "tally_vault_password",
        f"TallyVault password for {firm()} 2024-25 books: {own_pw()}",
        f"டேலி கம்பெனி கடவுச்சொல் {own_pw()}",
        f"tally.net id {mail()} pwd {own_pw()} - remote access ku",
        f"tally admin user: owner, pass {own_pw()} (accountant user vera)",
        f"Tally ERP 9 pazhaya data vault pwd\n{own_pw()}\nidhu maranthaa data poirum!!",
    )

    r.add(
        "buyer_portal_password",
        f"Buyer portal (vendors.nordicwear.example) supplier id {digits(6)} password {own_pw()}",
        f"SupplierHub @ portal.acme-retail.example\nlogin: {mail()}\npwd: {own_pw()}",
        f"வாங்குபவர் போர்டல் (PO download பண்ண) — பாஸ்வேர்ட் {own_pw()}",
        f"buyer_portals:\n  - name: Kappa Retail\n    url: https://suppliers.kappa.test\n    user: {firm()}\n    password: '{own_pw()}'",
        f"inspection booking site (qa.acme-sourcing.example) user tiruppur_knits pwd {own_pw()}",
    )

    r.add(
        "godown_lock_code",
        f"godown digital lock code {pin(6)}#",
        f"குடோன் பூட்டு எண் {pin(4)}",
        f"pin lock (2nd godown, Avinashi road) - {pin(5)} then press lock button",
        f"new godown code {pin(6)} , watchman Murugan ku mattum sollu",
        f"Godown shutter number lock combo {pin(4)} (pazhaya combo maathiten)",
    )

    r.add(
        "office_safe_combination",
        f"office safe combination {secrets.randbelow(90) + 10}-{secrets.randbelow(90) + 10}-{secrets.randbelow(90) + 10}",
        f"லாக்கர் எண் {pin(6)} — சாவி பூஜை அறையில்",
        f"safe code {pin(6)}, right turn first",
        f"almirah locker digital pin {pin(4)}",
    )

    r.add(
        "factory_alarm_code",
        f"factory alarm disarm code {pin(4)}",
        f"அலாரம் குறியீடு {pin(4)} — காலை 7 மணிக்கு முன் off பண்ணனும்",
        f"alarm panel installer code {pin(6)} (user code vera, adhu supervisor kitta)",
        f"burglar alarm: code {pin(4)} then OFF, 30 sec kulla",
    )

    r.add(
        "wifi_passphrase",
        f"factory wifi: SSID {firm().title()}_Knit  pass {rnd(ALNUM, 12)}",
        f"அலுவலக வைஃபை கடவுச்சொல் {own_pw()}",
        f"guest wifi for buyers visit: {pick(*NAMES).lower()}{digits(5)}",
        f"WIFI:T:WPA;S:{firm().title()}_Office;P:{rnd(ALNUM, 14)};;",
    )

    r.add(
        "gmail_app_password",
        f"gmail app password for Tally email: {app_password()}",
        f"Google app pwd (Outlook la mail set panna) {app_password()}",
        f"ஜிமெயில் ஆப் பாஸ்வேர்ட்: {app_password().replace(' ', '')}",
        f"printer scan-to-email ku app password\n{app_password()}",
    )

    r.add(
        "mail_account_password",
        f"{mail()} mail password {own_pw()}",
        f"SMTP_HOST=mail.{firm()}.example\nSMTP_USER={mail()}\nSMTP_PASS={own_pw()}",
        f"மெயில் கடவுச்சொல் (exports ஐடி) {own_pw()}",
        f"webmail login maathinen → {own_pw()} . phone la um update pannu",
    )

    r.add(
        "totp_secret",
        f"Zoho 2FA setup key (manual entry): {groups(totp_seed(), 4)}",
        f"otpauth://totp/PayPal:{mail()}?secret={totp_seed()}&issuer=PayPal",
        f"2FA ரகசிய key: {groups(totp_seed(), 4)}",
        f"razorpay 2fa key {totp_seed()} - pudhu phone la add pannanum",
        f"authenticator backup (Google acct) secret={totp_seed(16)}",
    )

    r.add(
        "backup_codes",
        f"Google backup codes ({mail()}):\n{google_codes()}",
        f"razorpay recovery codes - print eduthu safe la vekkanum\n{recovery_codes(8, 'alnum')}",
        f"பேக்கப் குறியீடுகள் (GitHub website repo):\n{recovery_codes(6, 'github')}",
        f"zoho backup verification codes {recovery_codes(5, 'digits')}",
    )

    r.add(
        "corporate_card_details",
        f"corporate card {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"RuPay business card\n{groups(luhn('6521', 16), 4)}\n{card_expiry()}  cvv {digits(3)}",
        f"amex (travel ku) {amex()} exp {card_expiry()} cid {digits(4)}",
        f"கார்டு எண் {luhn('5', 16)} காலாவதி {card_expiry()} சிவிவி {digits(3)}",
    )

    r.add(
        "whatsapp_cloud_token",
        f"WhatsApp Cloud API permanent token (system user): {wa_token()}",
        f"WA_TOKEN={wa_token()}\nWA_PHONE_ID={digits(15, lead=True)}",
        f"curl -X POST https://graph.facebook.com/v19.0/{digits(15, lead=True)}/messages -H \"Authorization: Bearer {wa_token()}\"",
        f"வாட்ஸ்அப் API டோக்கன் (buyer ku invoice anuppa):\n{wa_token()}",
        f"whatsapp:\n  access_token: {wa_token()}\n  template: invoice_ready",
    )

    r.add(
        "fedex_api_secret",
        f"FedEx API (ship label)\nAPI key: {fedex_key()}\nSecret key: {hexs(32)}",
        f"FEDEX_CLIENT_ID={fedex_key()}\nFEDEX_CLIENT_SECRET={hexs(32)}",
        f"fedex developer portal project secret {hexs(32)} (key {fedex_key()})",
        f"ஃபெடெக்ஸ் secret key: {hexs(32)}",
    )

    r.add(
        "shopify_admin_token",
        f"shopify admin api token {shopify_token()}",
        f"SHOPIFY_ACCESS_TOKEN={shopify_token()}  # {firm()}-retail.myshopify.com",
        f"D2C store custom app token — {shopify_token()} (ore oru thadava dhaan kaatum, copy pannitten)",
        f"ஷாப்பிஃபை அட்மின் டோக்கன் {shopify_token()}",
    )

    r.add(
        "zoho_refresh_token",
        f"Zoho Books API refresh token {zoho_refresh()}",
        f"ZOHO_REFRESH_TOKEN={zoho_refresh()}",
        f"zoho: {{client_id: 1000.{rnd(UPPER + DIGITS, 30)}, refresh_token: {zoho_refresh()}}}",
        f"ஜோஹோ refresh token (invoice sync):\n{zoho_refresh()}",
    )

    r.add(
        "mysql_url_password",
        f"DATABASE_URL=mysql://exportsite:{rnd(ALNUM, 18)}@db.{firm()}.internal:3306/orders",
        f"DB_HOST=localhost\nDB_USER={firm()}_wp\nDB_PASSWORD={own_pw()}",
        f"wp-config.php: define( 'DB_PASSWORD', '{rnd(ALNUM + '!@#', 16)}' );",
        f"வெப்சைட் டேட்டாபேஸ் root password {own_pw()}",
        f"mysql -u root -p'{rnd(ALNUM, 14)}' -h 10.0.0.{secrets.randbelow(200) + 2} erp_backup",
    )

    r.add(
        "vps_ssh_private_key",
        f"website VPS ssh key (root):\n{openssh_private()}",
        openssh_private(),
        f"சர்வர் private key - யாருக்கும் கொடுக்காதே\n{openssh_private()}",
        f"developer anupuna key, id_ed25519 file la podu:\n{openssh_private()}",
    )

    r.add(
        "crypto_seed_phrase",
        f"trust wallet seed (USDT payment ku) : {seed_phrase(12)}",
        f"வாலட் மீட்பு சொற்கள்\n{seed_phrase(12)}",
        f"metamask recovery phrase - {seed_phrase(24)}",
        "seed words:\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(12).split())),
    )

    r.add(
        "epfo_esic_password",
        f"EPFO employer login (estb id TNCBE{digits(7)}) pwd {own_pw()}",
        f"ESIC portal {digits(17, lead=True)} password {own_pw()}",
        f"பிஎஃப் போர்டல் கடவுச்சொல்: {own_pw()}",
        f"esic login\n{digits(17, lead=True)}\n{own_pw()}",
    )

    r.add(
        "incometax_efiling_password",
        f"income tax efiling (PAN {pan()}) password {own_pw()}",
        f"IT portal pwd - {own_pw()} (auditor ku mattum)",
        f"வருமான வரி இணையதள கடவுச்சொல் {own_pw()}",
        f"26AS download panna: login {pan('P')} / {own_pw()}",
    )

    r.add(
        "chat_webhook_url",
        f"factory alerts google chat webhook: https://chat.googleapis.com/v1/spaces/AAAA{rnd(URLSAFE, 7)}/messages?key=AIzaSy{rnd(URLSAFE, 33)}&token={rnd(URLSAFE, 43)}",
        f"SLACK_WEBHOOK=https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
        f"discord order-bot hook https://discord.com/api/webhooks/{digits(19, lead=True)}/{rnd(URLSAFE, 68)}",
        f"Teams la buyer channel webhook\nhttps://acme.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "iec_number",
        f"IEC {pan('F')} — invoice la print pannanum",
        f"எங்கள் IEC எண்: {pan('C')}",
        f"buyer kettaru IEC code, anupiten: {pan('F')}",
        f"RCMC renewal form la IEC {pan('F')} correct ah irukka check pannu",
        f"iec: {pan('F')}  # DGFT profile la irukkira maadhiri, spelling same ah",
    )

    r.add(
        "gstin_number",
        f"GSTIN {gstin()}",
        f"supplier (yarn) GST no {gstin()} — invoice la thappa irundhuchu",
        f"ஜிஎஸ்டி எண்: {gstin()}",
        f"| party | GSTIN |\n|---|---|\n| Sakthi Dyeing | {gstin()} |\n| Kongu Printers | {gstin()} |",
        f"e-invoice la buyer GSTIN URP (export), namma GSTIN {gstin()}",
    )

    r.add(
        "shipping_bill_ref",
        f"SB No {ship_bill()} dt {a_date()} port {pick(*PORTS)}",
        f"shipping bill {ship_bill()} LEO aachu, EGM filed",
        f"கப்பல் பில் எண் {ship_bill()} — drawback credit ஆகல இன்னும்",
        f"shipping_bill: {ship_bill()}\nport_code: {pick(*PORTS)}\nleo_date: {a_date()}",
        f"SB {ship_bill()} ku RoDTEP scrip pending, DGFT la status paaru",
    )

    r.add(
        "container_seal_no",
        f"container {container_no()} seal {rnd(UPPER, 2)}{digits(7)}",
        f"40HC cntr no {container_no()} - stuffing today 3pm",
        f"கண்டெய்னர் எண் {container_no()}",
        f"cntr: {container_no()} / line seal {digits(8)} / customs seal {rnd(UPPER, 3)}{digits(6)}",
    )

    r.add(
        "courier_awb",
        f"DHL AWB {awb_dhl()} - samples to Hamburg buyer",
        f"fedex tracking {awb_fedex()}, delivered aachu",
        f"UPS {ups()} proto samples",
        f"கூரியர் AWB எண் {awb_dhl()} — நாளைக்கு டெலிவரி",
        f"awb: {awb_fedex()} (sample yardage)\nawb: {awb_dhl()} (lab dips)",
    )

    r.add(
        "export_invoice_no",
        f"Export invoice {firm().upper()[:3]}/EXP/{digits(3)}/24-25 dt {a_date()}",
        f"inv no SVT-{digits(4)} value USD {amount()}",
        f"விலைப்பட்டியல் எண் EXP{digits(5)}",
        f"proforma PI-{pick('2024', '2025')}-{digits(4)} sent to buyer, confirm aagala",
        f"commercial inv {digits(4)}/{pick('24-25', '25-26')} + packing list {digits(4)} same shipment",
    )

    r.add(
        "buyer_po_number",
        f"PO {digits(10, lead=True)} — 12000 pcs crew neck tees, ex-factory {a_date()}",
        f"buyer PO# {rnd(UPPER, 2)}{digits(8)} style {rnd(UPPER, 2)}-{digits(4)}",
        f"வாங்குபவர் ஆர்டர் எண் {digits(9, lead=True)}",
        f"po_no: {digits(10, lead=True)}\nqty: {secrets.randbelow(20000) + 1000}\nfob: USD {secrets.randbelow(6) + 2}.{digits(2)}",
        f"PO {digits(7, lead=True)} cancel aayiduchu, fabric ah vera order ku use pannu",
    )

    r.add(
        "lc_reference",
        f"LC no {rnd(UPPER, 4)}{digits(9)} issuing bank Deutsche, expiry {a_date()}",
        f"lc ref {digits(4)}ILC{digits(8)} - discrepancy illa, negotiation done",
        f"எல்சி எண் {rnd(UPPER, 3)}{digits(10)}",
        f"LC amendment {digits(2)} for LC {rnd(UPPER, 2)}{digits(12)} received via SWIFT MT707",
    )

    r.add(
        "remittance_bank_details",
        f"for buyer remittance: A/c {bank_acct()} IFSC {ifsc()} SWIFT IOBAINBB{digits(3)}",
        f"எங்கள் வங்கி விவரம் — கணக்கு எண் {bank_acct()}, IFSC {ifsc()}",
        f"bank details (letterhead la irukku) a/c no: {bank_acct()} / {ifsc()}",
        f"EEFC account {bank_acct()} for USD receipts",
        f"UPI id for local sales: {firm()}@ok{pick('hdfcbank', 'icici', 'sbi')} / a/c {bank_acct()}",
    )

    r.add(
        "buyer_iban_swift",
        f"buyer (Germany) IBAN {iban('DE', digits(18))} BIC COBADEFF{digits(3)}",
        f"UK agent commission a/c: {iban('GB', rnd(UPPER, 4) + digits(14))}",
        f"வாங்குபவர் IBAN {iban('NL', rnd(UPPER, 4) + digits(10), spaced=False)}",
        f"refund to buyer → IBAN {iban('FR', digits(23))}, SWIFT BNPAFRPP",
    )

    r.add(
        "razorpay_public_key_id",
        f"checkout.js la key: \"{rzp_id()}\" (key id public dhaan, secret server la)",
        f"Razorpay key id {rzp_id()}",
        f"ரேசர்பே key_id (frontend) {rzp_id()}",
        f"NEXT_PUBLIC_RAZORPAY_KEY_ID={rzp_id()}",
        f"options = {{ key: '{rzp_id()}', amount: 50000, currency: 'INR' }}",
    )

    r.add(
        "paypal_sdk_client_id",
        f"<script src=\"https://www.paypal.com/sdk/js?client-id={paypal_client_id()}&currency=USD\"></script>",
        f"paypal client id (public, button ku) {paypal_client_id()}",
        f"பேபால் client-id (buttons): {paypal_client_id()}",
        f"PAYPAL_CLIENT_ID={paypal_client_id()}  # secret is in server env, not here",
    )

    r.add(
        "gateway_payment_id",
        f"razorpay payment pay_{rnd(ALNUM, 14)} captured ₹{secrets.randbelow(90000) + 1000}",
        f"order_{rnd(ALNUM, 14)} failed, customer ku refund rfnd_{rnd(ALNUM, 14)}",
        f"PayPal txn id {rnd(UPPER + DIGITS, 17)} — sample charges USD {secrets.randbelow(300) + 50}",
        f"பணம் வந்தது: payment id pay_{rnd(ALNUM, 14)}",
        f"settlement setl_{rnd(ALNUM, 14)} credited on {a_date()}",
    )

    r.add(
        "utr_reference",
        f"NEFT UTR {pick('IOBA', 'HDFC', 'SBIN')}N{digits(11)} — yarn payment",
        f"RTGS UTR {pick('CNRB', 'ICIC')}R5{digits(15)}",
        f"inward remittance UETR {uid()} (MT103)",
        f"யுடிஆர் எண் {digits(12, lead=True)} (IMPS)",
        f"FIRC no {digits(4)}FIRC{digits(6)} for USD {amount()}",
    )

    r.add(
        "masked_card_account",
        f"card ending {digits(4)} la dhaan diesel bill",
        f"a/c XXXXXXXX{digits(4)} la salary debit aagum",
        f"கார்டு **** **** **** {digits(4)}",
        f"Razorpay settlement a/c: ********{digits(4)} (IFSC {ifsc()})",
        f"paypal linked bank x{digits(4)}, card {pick('Visa', 'Mastercard')} •••• {digits(4)}",
    )

    r.add(
        "expired_otp",
        f"ICEGATE OTP {digits(6)} vandhuchu but expired, resend pannanum",
        f"OTP {digits(6)} already used (GST filing) — ignore",
        f"ஓடிபி {digits(6)} காலாவதியானது",
        f"bank OTP {digits(6)} at 10:4{secrets.randbelow(10)} — transaction done, used",
        f"DGFT otp {digits(6)} - 10 min la expire aagiduchu, new otp kettu login pannen",
    )

    r.add(
        "secret_location_reference",
        "ICEGATE password sivappu diary la 3rd page la irukku, inga ezhudha maaten",
        "razorpay key secret server .env la RAZORPAY_KEY_SECRET nu irukku; value developer kitta mattum",
        "env:\n  PAYPAL_CLIENT_SECRET: ${{ secrets.PAYPAL_CLIENT_SECRET }}\n  RAZORPAY_KEY_SECRET: ${{ secrets.RAZORPAY_KEY_SECRET }}",
        "எல்லா கடவுச்சொல்லும் Bitwarden 'Factory' folder-ல் இருக்கு",
        "tally vault pwd - safe la kavaril (envelope) vechirukken",
    )

    r.add(
        "phone_contact",
        f"CHA Ravi {mobile()}, office 0421-{digits(7)}",
        f"DHL pickup boy {mobile()}",
        f"வாங்குபவர் agent (Dhaka) +880 1{digits(9)}",
        f"buyer merchandiser Anna +49 151 {digits(8)}",
        f"தொலைபேசி: அக்கவுண்டன்ட் செல்வி {groups(mobile(), 5)}, ஆடிட்டர் 0421 {digits(7)}",
    )

    r.add(
        "hsn_code",
        f"HSN {pick('61091000', '61099090', '61046200', '62034200')} cotton knitted tees",
        f"RITC code {pick('61052010', '61112000', '61143090')} for kids wear, drawback {secrets.randbelow(4) + 1}.{digits(1)}%",
        f"எச்எஸ்என் கோடு {pick('6109', '6110', '6104')}{digits(4)}",
        f"shipping bill la ITC-HS {pick('61091000', '61071100')} pottirukkanga, check",
    )

    r.add(
        "device_serial_no",
        f"NVR model DS-7608NI-K2 serial DS-7608NI-K20{pick('2021', '2022', '2023')}0{secrets.randbelow(9) + 1}15CCRR{digits(9)}WCVU",
        f"eSSL X990 SN {rnd(UPPER, 4)}{digits(9)} — warranty claim ku",
        f"வருகை இயந்திர சீரியல் எண் {rnd(UPPER, 3)}{digits(10)}",
        f"knitting machine (Mayer) serial no {digits(6)}-{digits(2)}",
        f"UPS battery serial {rnd(UPPER + DIGITS, 14)}, AMC till {a_date()}",
    )

    r.add(
        "ip_mac_address",
        f"NVR ip 192.168.1.{secrets.randbelow(200) + 2} port 8000, mac {mac(upper=True)}",
        f"attendance machine static IP 192.168.0.{secrets.randbelow(200) + 2}",
        f"ரவுட்டர் MAC {mac('-', upper=True)}",
        f"tally server 10.0.0.{secrets.randbelow(200) + 2}:9000 (odbc port)",
    )

    r.add(
        "software_version_build",
        f"TallyPrime Release {pick('4.1', '5.0', '5.1')} installed, license serial {digits(9, lead=True)}",
        f"eTimeTrackLite v{secrets.randbelow(3) + 11}.{secrets.randbelow(10)}.{digits(3)} update pannanum",
        f"ICEGATE emSigner version 2.{secrets.randbelow(10)}.{secrets.randbelow(10)} install aachu",
        f"NVR firmware V4.{secrets.randbelow(80)}.{digits(3)} build {pick('23', '24')}{digits(4)}",
    )

    r.add(
        "gst_refund_arn",
        f"GST refund ARN AA33{secrets.randbelow(12) + 1:02d}{pick('24', '25')}{digits(7)} - RFD-01 filed",
        f"ARN: AA33{secrets.randbelow(12) + 1:02d}{pick('24', '25')}{rnd(ALNUM36, 7)}",
        f"ரீஃபண்ட் ARN AA33{secrets.randbelow(12) + 1:02d}{pick('24', '25')}{digits(7)} status: approved",
        f"LUT ARN AD33{secrets.randbelow(12) + 1:02d}{pick('24', '25')}{digits(7)} (valid for FY 25-26)",
    )

    r.add(
        "eway_bill_no",
        f"e-way bill {digits(12, lead=True)} Tiruppur to Chennai port",
        f"EWB no: {digits(12, lead=True)} valid till {a_date()}",
        f"ஈ-வே பில் {groups(digits(12, lead=True), 4)}",
        f"eway {digits(12, lead=True)} vehicle TN39 {rnd(UPPER, 2)} {digits(4)} update pannu",
    )

    r.add(
        "einvoice_irn_hash",
        f"IRN {hexs(64)}",
        f"e-invoice ack no {digits(15, lead=True)}, IRN {hexs(64)}",
        f"ஐஆர்என்: {hexs(64)}",
        f"irn: {hexs(64)}\nack_dt: {a_date()}",
        f"cancelled IRN {hexs(64)} (wrong HSN)",
    )

    r.add(
        "file_sha_checksum",
        f"tally backup zip sha256 {hexs(64)}",
        f"website repo last commit {hexs(40)[:7]} - footer fix",
        f"md5 of packing list pdf {hexs(32)} (buyer compare pannanum)",
        f"git log: {hexs(40)} Merge branch 'razorpay-upgrade'",
    )

    r.add(
        "portal_link_uuid",
        f"inspection report https://qa.acme-sourcing.example/reports/{uid()}",
        f"buyer tech pack link https://portal.acme-retail.example/techpack/{uid()}/view",
        f"வாங்குபவர் ஆர்டர் லிங்க் https://suppliers.kappa.test/po/{uid()}",
        f"shared drive folder id {uid()} (AW25 samples photos)",
    )

    r.add(
        "dsc_cert_fingerprint",
        f"DSC cert serial {hexs(16)} valid {a_date()} to 2027",
        f"cert thumbprint {groups(hexs(40), 2)} (public, icegate registration ku)",
        f"VPS host key ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} root@web",
        f"டிஎஸ்சி சான்றிதழ் SHA1 கைரேகை {hexs(40).upper()}",
    )

    r.add(
        "style_lot_code",
        f"style {rnd(UPPER, 2)}{digits(4)} lot {digits(3)}/{rnd(UPPER, 1)} dyeing shade ok",
        f"batch no {pick('B', 'L')}{digits(6)} reactive black re-dye",
        f"லாட் எண் {digits(4)}-{rnd(UPPER, 2)}",
        f"fabric roll {digits(3)} of lot {rnd(UPPER, 3)}{digits(5)}, GSM 180",
        f"colour code PANTONE 19-{digits(4)} TCX for style {rnd(UPPER, 3)}{digits(3)}",
    )

    r.add(
        "amount_and_date",
        f"USD {amount()} received {a_date()}, rate 83.{digits(2)}",
        f"yarn bill ₹{secrets.randbelow(9) + 1},{digits(2)},{digits(3)} due {a_date()}",
        f"தொகை ₹{secrets.randbelow(90) + 10},{digits(3)} — தேதி {a_date()}",
        f"drawback ₹{digits(5, lead=True)} credited {a_date()}",
        f"ex-factory {a_date()}, ETD {a_date()}, ETA Hamburg {a_date()}",
    )

    r.add(
        "udyam_rcmc_number",
        f"Udyam reg no UDYAM-TN-{secrets.randbelow(38) + 1:02d}-{digits(7)}",
        f"AEPC RCMC no {digits(6)}/{pick('2023', '2024')} valid 5 yrs",
        f"உத்யம் எண் UDYAM-TN-32-{digits(7)}",
        f"EPCG authorisation {digits(10, lead=True)} dt {a_date()}",
    )

    r.add(
        "support_ticket_no",
        f"ICEGATE helpdesk ticket {digits(8, lead=True)}",
        f"GST grievance no GST{digits(3)}{digits(7)}",
        f"Hikvision service complaint SR{digits(9)}",
        f"பேங்க் complaint எண் CRM{digits(10)}",
    )

    r.add(
        "gst_challan_cpin",
        f"CPIN {pick('24', '25')}{secrets.randbelow(12) + 1:02d}33{digits(8)} — IGST paid",
        f"challan CIN {ifsc()[:4]}{digits(14)}",
        f"சலான் CPIN {pick('24', '25')}{secrets.randbelow(12) + 1:02d}33{digits(8)}",
        f"PMT-06 generated, CPIN {pick('25')}0{secrets.randbelow(9) + 1}33{digits(8)}, pay by {a_date()}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout360.py", [
        ("heldout360_credentials.yaml", credentials(), "Held-out batch 360: credentials a Tiruppur textile exporter keeps (DGFT, ICEGATE, GST, netbanking, token and UPI PINs, DSC, Razorpay, PayPal, WhatsApp, FedEx, Shopify, Zoho, attendance device, CCTV, Tally, buyer portals, godown locks and more)"),
        ("heldout360_lookalikes.yaml", lookalikes(), "Held-out batch 360: a Tiruppur exporter's IEC, GSTIN, shipping, invoice, PO, LC, bank, payment and device numbers, public key ids, masked numbers, expired OTPs and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
