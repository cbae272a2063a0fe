# ruff: noqa: E501
"""Writes heldout352_credentials.yaml and heldout352_lookalikes.yaml: held-out batch 352.

Persona: the manager of a small boutique hotel in Kandy, Sri Lanka, who writes her notes in
Sinhala (in Sinhala script, and in Singlish in Latin letters) and English, often in the same
line. She keeps the Booking.com, Agoda and Airbnb extranet logins, the PMS and its channel
manager API key, the Dialog 4G and SLT fibre router admin passwords, the guest and staff
Wi-Fi keys, the PayHere payment gateway secrets, the room safe master codes, the alarm and
staff door codes, the CCTV recorder login, the hotel mail and website hosting logins, and
her own bank app password and card PINs; and many look-alikes: reservation numbers, booking
and confirmation codes, property and rate plan ids, the public merchant id, invoice,
tracking and transfer references, account numbers that are not secret, serials, firmware
versions, masked cards, expired OTPs, public keys and references to where a secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    b64,
    basic,
    card_expiry,
    digits,
    ean13,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    pick,
    pin,
    recovery_codes,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    totp_seed,
    uid,
    write_corpora,
)

HOTEL = "hantanahill"
WORDS = [
    "Kandy", "Mahaweli", "Hantana", "Perahera", "Dalada", "Kithul", "Nelum", "Araliya",
    "Udawatta", "Peradeniya", "Kumbuk", "Thambili", "Kottu", "Rambutan", "Sudu", "Kalu",
    "Madara", "Katugastota", "Gampola", "Lewella", "Ambuluwawa", "Kadugannawa",
]


def hpw() -> str:
    """A password she chose herself, or one a manager or the vendor generated."""
    return pick(
        f"{pick(*WORDS)}{pick('@', '#', '!', '$', '_')}{digits(pick(3, 4), lead=True)}",
        f"{pick(*WORDS)}{pick(*WORDS).lower()}{digits(2)}{pick('!', '*', '&', '%')}",
        rnd(ALNUM + "!@#$%&*", pick(12, 14, 16)),
        rnd(ALNUM, pick(10, 12, 14)),
    )


def wifi_key() -> str:
    return pick(
        f"{pick(*WORDS).lower()}{digits(pick(4, 5), lead=True)}",
        rnd(ALNUM, pick(10, 12)),
        f"{pick(*WORDS)}{pick(*WORDS)}@{digits(3, lead=True)}",
    )


def cloudbeds_key() -> str:
    return "cbat_" + rnd(ALNUM, 32)


def payhere_merchant_secret() -> str:
    """PayHere shows the merchant secret as base64 of a long digit string."""
    return b64(digits(pick(36, 38, 40), lead=True).encode())


def payhere_app_id() -> str:
    return digits(1, lead=True) + rnd(ALNUM, 10)


def payhere_app_secret() -> str:
    return digits(1, lead=True) + rnd(ALNUM, 47)


def brevo_smtp_key() -> str:
    return f"xsmtpsib-{hexs(64)}-{rnd(ALNUM, 16)}"


def brevo_api_key() -> str:
    return f"xkeysib-{hexs(64)}-{rnd(ALNUM, 16)}"


def wa_token() -> str:
    return "EAA" + pick("G", "J", "B", "I", "N") + rnd(ALNUM, pick(180, 190, 200))


def tg_token() -> str:
    return f"{digits(pick(9, 10), lead=True)}:AA{rnd(URLSAFE, 33)}"


def stripe_live() -> str:
    return pick("sk_live_51", "rk_live_51") + rnd(ALNUM, 97)


def google_backup() -> str:
    return "\n".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(10))


def card() -> str:
    return groups(luhn(pick("4", "51", "53", "55", "22"), 16), 4)


def hik_verification() -> str:
    return rnd(UPPER, 6)


def phpsess() -> str:
    return rnd(LOWER + DIGITS, 26)


def lk_mobile() -> str:
    return f"+94 {pick('77', '76', '71', '70', '75', '78', '72')} {digits(3)} {digits(4)}"


def kandy_land() -> str:
    return f"081 2{digits(2)} {digits(4)}"


def booking_res() -> str:
    return digits(10, lead=True)


def agoda_ref() -> str:
    return digits(pick(9, 10), lead=True)


def airbnb_code() -> str:
    return "HM" + rnd(UPPER + DIGITS, 8)


def hw_serial() -> str:
    return "48575443" + hexs(8).upper()


def imei() -> str:
    return luhn(pick("86", "35"), 15)


def md5u() -> str:
    return hexs(32).upper()


def fingerprint() -> str:
    return groups(hexs(40).upper(), 4)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "booking_extranet_login",
        f"Booking.com extranet\nuser: {HOTEL}_mgr\npass: {hpw()}",
        f"booking.com extranet එකේ අලුත් මුරපදය {hpw()} — කාටවත් කියන්න එපා!!",
        f"bkng extranett pasword ada wenas kala -> {hpw()} (parana eka wada na)",
        f"Booking.com partner hub login for Hantana Hill\nusername {HOTEL}.kandy\n{hpw()}",
        f"- booking.com extranet: reservations@{HOTEL}.example / {hpw()}\n- 2FA goes to my Dialog number",
    )

    r.add(
        "agoda_ycs_login",
        f"Agoda YCS login – {HOTEL}_ycs / {hpw()}",
        f"agoda ycs eke pass eka {hpw()} nangi ta witharai denna",
        f"Agoda YCS\nEmail: sales@{HOTEL}.example\nමුරපදය: {hpw()}\n(සතියකට සැරයක් rates check කරන්න)",
        f"YCS pw changed 14th after the phishing mail → {hpw()}",
        f"agoda extranet password {hpw()}  << Ruwan ayyata kiyanna epa",
    )

    r.add(
        "airbnb_account_password",
        f"airbnb host acc: hostess.kandy@{HOTEL}.example  pw {hpw()}",
        f"Airbnb එකට ලොග් වෙන්න: {hpw()}",
        f"Airbnb password (changed after the 'account locked' scare) {hpw()}",
        f"airbnb passwrd\n{hpw()}\nsame email as the gmail",
        f"| site | user | pass |\n|---|---|---|\n| Airbnb | host@{HOTEL}.example | {hpw()} |",
    )

    r.add(
        "pms_user_password",
        f"eZee PMS front desk user: fo_night  pass: {hpw()}",
        f"PMS admin login (only me!) admin / {hpw()}",
        f"PMS එකේ රෑ ෂිෆ්ට් එකේ user password එක {hpw()}, උදේට වෙනස් කරන්න",
        f"new PMS accnt for Dilani -> dilani.fo / {hpw()} (she must change at 1st login)",
        f"Cloudbeds login {HOTEL}.manager@{HOTEL}.example\n{hpw()}",
    )

    r.add(
        "channel_manager_api_key",
        f"Cloudbeds API key for malli's rate script: {cloudbeds_key()}",
        f"CLOUDBEDS_API_KEY={cloudbeds_key()}",
        f"channel manager api key (Cloudbeds → website booking widget)\n{cloudbeds_key()}",
        f"```python\nHEADERS = {{\"x-api-key\": \"{cloudbeds_key()}\"}}\n```\nමල්ලි හදපු script එකට",
        f"cloudbeds api key aluth eka {cloudbeds_key()} parana eka revoke kala",
    )

    r.add(
        "dialog_router_admin",
        f"Dialog 4G router 192.168.8.1 admin pass {hpw()}",
        f"ඩයලොග් රවුටරයේ ඇඩ්මින් පාස්වර්ඩ් එක: {hpw()}",
        f"dialog home broadband router\nusername admin\npassword {hpw()}\n(back office, on the shelf)",
        f"Dialog router eke admin pw wenas kala {hpw()} - technician aawama denna",
        f"Router (Dialog, 2nd floor) web login admin:{hpw()}",
    )

    r.add(
        "slt_fibre_admin",
        f"SLT fibre ONT web admin\nuser telecomadmin\npass {hpw()}",
        f"SLT PPPoE: 9481{digits(7)} / {hpw()}",
        f"SLT ෆයිබර් රවුටරයේ admin මුරපදය අලුත් කළා: {hpw()}",
        f"slt fibre pppoe pass eka {rnd(ALNUM, 8)} (username eka landline number eka)",
        f"SLT ONT (Huawei) - changed the default admin pw to {hpw()} on the day they installed",
    )

    r.add(
        "wifi_wpa_key",
        f"Guest WiFi HantanaHill_Guest  key: {wifi_key()}",
        f"ස්ටාෆ් වයිෆයි පාස්වර්ඩ් එක {wifi_key()} (අමුත්තන්ට දෙන්න එපා)",
        f"wifi pass for the garden AP\nSSID Hantana_Garden\n{wifi_key()}",
        f"network={{\n  ssid=\"HH_Office\"\n  psk=\"{wifi_key()}\"\n}}",
        f"office wifi pw ada maru kala → {wifi_key()}",
    )

    r.add(
        "payhere_merchant_secret",
        f"PayHere merchant secret (live, domain {HOTEL}.example): {payhere_merchant_secret()}",
        f"payhere merchant secret eka\n{payhere_merchant_secret()}",
        f"PAYHERE_MERCHANT_SECRET={payhere_merchant_secret()}",
        f"$merchant_secret = '{payhere_merchant_secret()}'; // config.php, live",
        f"PayHere ගෙවීම් gateway එකේ රහස් යතුර {payhere_merchant_secret()} — website eke witharai",
    )

    r.add(
        "payhere_app_credentials",
        f"PayHere API app\nApp ID: {payhere_app_id()}\nApp Secret: {payhere_app_secret()}",
        f"payhere app secret {payhere_app_secret()} (refund API ekata)",
        f"curl -X POST https://sandbox.payhere.acme.test/merchant/v1/oauth/token -H 'Authorization: Basic {basic(payhere_app_id(), payhere_app_secret())}' -d grant_type=client_credentials",
        f"PAYHERE_APP_ID={payhere_app_id()}\nPAYHERE_APP_SECRET={payhere_app_secret()}",
        f"Payhere refund api: app id {payhere_app_id()} / secret {payhere_app_secret()}",
    )

    r.add(
        "room_safe_master_code",
        f"Room safe master code (all rooms) {pin(6)}",
        f"කාමර සේප්පු වල මාස්ටර් කෝඩ් එක {pin(6)} — අමුත්තෙක් කෝඩ් එක අමතක කළොත් විතරයි",
        f"safe eke master code eka {pin(6)}# (kawuruth ekka share karanna epa)",
        f"in-room safes, override: {pin(6)} then press LOCK",
        f"Deluxe rooms 201-206 safe master\n{pin(6)}\nSuite safe (diff brand) {pin(4)}",
    )

    r.add(
        "cctv_nvr_login",
        f"CCTV NVR (Hikvision) admin / {hpw()}",
        f"කැමරා ඇප් එකේ (Hik-Connect) ලොගින්: {HOTEL}cctv / {hpw()}",
        f"NVR verification code {hik_verification()} — needed to add cameras to the phone",
        f"cctv nvr pw {hpw()} (recorder in the back office rack)",
        f"Hik-Connect acc manager@{HOTEL}.example pass {hpw()}\ndevice verification code {hik_verification()}",
    )

    r.add(
        "bank_app_login",
        f"ComBank Digital user {rnd(LOWER, 6)}{digits(3)} pw {hpw()}",
        f"Sampath Vishwa ලොගින් මුරපදය {hpw()}",
        f"HNB SOLO app PIN {pin(6)}",
        f"hotel current acct online banking (BOC)\nuser id: HH{digits(6)}\npassword: {hpw()}",
        f"bank app eke login pass eka {hpw()} — amma ta witharai kiyanna",
    )

    r.add(
        "atm_card_pin",
        f"ATM pin (ComBank debit) {pin(4)}",
        f"මගේ ATM පින් එක {pin(4)}",
        f"amma ge card eke pin eka {pin(4)} (Sampath)",
        f"new debit card came, PIN = {pin(4)}, shred the letter",
        f"HNB credit card PIN\n{pin(4)}",
    )

    r.add(
        "card_number_cvv",
        f"hotel company Visa {card()} exp {card_expiry()} cvv {digits(3)}",
        f"කාඩ් එක: {card()}  {card_expiry()}  CVV {digits(3)} (Agoda commission ගෙවන්න)",
        f"card for the Booking.com invoices\n{card()}\n{card_expiry()}\n{digits(3)}",
        f"amma's card {card()} exp {card_expiry()} sec code {digits(3)}",
        f"Mastercard {card()} / {card_expiry()} / {digits(3)} - for the PMS subscription",
    )

    r.add(
        "google_app_password",
        f"gmail app password for the PMS emails: {app_password()}",
        f"Google app pw (reservations@{HOTEL}.example, for Outlook on the FO pc)\n{app_password()}",
        f"app password eka {app_password()} — eka parayai pennanne",
        f"SMTP_PASS=\"{app_password()}\"  # google app password",
        f"Gmail එකට ඇප් පාස්වර්ඩ් එක: {app_password()}",
    )

    r.add(
        "backup_codes_2fa",
        f"Google backup codes (hotel gmail)\n{google_backup()}",
        f"ෆෝන් එක නැති වුණොත් මේ බැකප් කෝඩ්ස්:\n{recovery_codes(8, 'digits')}",
        f"airbnb 2fa backup code {digits(8, lead=True)}",
        f"Booking.com recovery codes (each works once)\n{recovery_codes(6, 'alnum')}",
        f"backup codes for the hotel FB/Meta business acc: {recovery_codes(5, 'digits')}",
    )

    r.add(
        "totp_secret",
        f"otpauth://totp/Agoda:sales@{HOTEL}.example?secret={totp_seed()}&issuer=Agoda",
        f"2FA setup key for the hosting panel (if phone dies): {groups(totp_seed(), 4)}",
        f"authenticator secret key booking.com\n{totp_seed()}",
        f"Airbnb 2FA QR eka scan karanna bari nam meka type karanna: {groups(totp_seed().lower(), 4)}",
    )

    r.add(
        "webmail_password",
        f"reservations@{HOTEL}.example mail pw {hpw()}",
        f"ඊමේල් (info@{HOTEL}.example) මුරපදය: {hpw()}",
        f"webmail login\ninfo@{HOTEL}.example\n{hpw()}\nwebmail.{HOTEL}.example",
        f"manager@ email passwrd changed -> {hpw()}",
        f"Roundcube: accounts@{HOTEL}.example / {hpw()} (for the invoices)",
    )

    r.add(
        "sftp_hosting_password",
        f"sftp://web@{HOTEL}.example:22 pass {hpw()}",
        f"cPanel {HOTEL}.example\nuser: {HOTEL}\npw: {hpw()}",
        f"web hosting ftp login malli illuwa: ftp.{HOTEL}.example / webuser / {hpw()}",
        f"FileZilla: host ftp.{HOTEL}.example  user hh_site  pass {hpw()}",
        f"hosting panel (website) පාස්වර්ඩ් එක {hpw()}",
    )

    r.add(
        "wordpress_db_password",
        f"define( 'DB_PASSWORD', '{rnd(ALNUM + '!#%^', 20)}' );",
        f"wp-config.php\ndefine('DB_NAME', 'hh_wp');\ndefine('DB_USER', 'hh_wp');\ndefine('DB_PASSWORD', '{rnd(ALNUM, 18)}');",
        f"wordpress database pw {rnd(ALNUM, 16)} (for the restore)",
        f"WP admin (website) hhadmin / {hpw()}",
        f"site db: user wp_{rnd(LOWER, 4)} pass {rnd(ALNUM + '@#', 16)} host localhost",
    )

    r.add(
        "smtp_relay_credentials",
        f"Brevo SMTP for booking confirmation mails\nsmtp-relay.acme.test:587\nlogin: {digits(6, lead=True)}@smtp-brevo.acme.test\nkey: {brevo_smtp_key()}",
        f"MAIL_PASSWORD={brevo_smtp_key()}",
        f"brevo api key for the newsletter {brevo_api_key()}",
        f"SMTP (website contact form) user noreply@{HOTEL}.example pass {hpw()}",
        f"smtp pass eka {brevo_smtp_key()} — website eke .env ekata",
    )

    r.add(
        "mysql_connection_url",
        f"DATABASE_URL=mysql://hh_app:{rnd(ALNUM, 20)}@db.{HOTEL}.internal:3306/hh_booking",
        f"report db (malli's dashboard) mysql://report:{rnd(ALNUM, 16)}@10.0.0.12:3306/pms",
        f"mysql -h db.{HOTEL}.internal -u backup -p'{rnd(ALNUM, 18)}' hh_booking > dump.sql",
        f"```yaml\ndb:\n  host: db.{HOTEL}.internal\n  user: hh_app\n  password: {rnd(ALNUM, 22)}\n```",
    )

    r.add(
        "whatsapp_cloud_api_token",
        f"WhatsApp Business (Meta) permanent token for the guest msg bot:\n{wa_token()}",
        f"WHATSAPP_TOKEN={wa_token()}",
        f"whatsapp api token eka aluth kala: {wa_token()}",
        f"Authorization: Bearer {wa_token()}",
        f"Meta system user token (WA cloud api) – {wa_token()} – never expires so keep safe",
    )

    r.add(
        "alarm_disarm_code",
        f"alarm code {pin(4)}",
        f"එලාම් එක off කරන්න කෝඩ් එක: {pin(4)} ඊට පස්සේ #",
        f"Night guard – alarm disarm {pin(6)} (duress code is {pin(4)})",
        f"alarm eke code eka wenas kala {pin(4)}, guard ayyata kiyanna",
        f"Security panel\nmaster/installer code {pin(6)}\nuser code {pin(4)}",
    )

    r.add(
        "staff_door_keypad_code",
        f"Staff door keypad: {pin(5)}#",
        f"පිටිපස්සේ දොරේ කෝඩ් එක {pin(4)}",
        f"store room door code {pin(4)}* (kitchen staff only)",
        f"keypad (gate) code ada idan {pin(6)}",
        f"back gate lock\n{pin(5)}\nchange every month, last change 3rd",
    )

    r.add(
        "telegram_bot_token",
        f"Telegram bot (new booking alerts) token {tg_token()}",
        f"TELEGRAM_BOT_TOKEN={tg_token()}",
        f"bot token from BotFather\n{tg_token()}\nchat = staff group",
        f"ටෙලිග්‍රෑම් බොට් ටෝකන් එක: {tg_token()}",
        f"curl https://api.telegram.acme.test/bot{tg_token()}/sendMessage -d chat_id=-100{digits(10)} -d text=test",
    )

    r.add(
        "stripe_live_secret",
        f"Stripe secret key (for the foreign cards, live) {stripe_live()}",
        f"STRIPE_SECRET_KEY={stripe_live()}",
        f"stripe sk eka {stripe_live()} — malli ta witharai",
        f"\"stripe\": {{\"secret\": \"{stripe_live()}\"}}",
    )

    r.add(
        "ssh_private_key_vps",
        "website VPS root key (malli sent on whatsapp, moving here)\n" + openssh_private(),
        "id_ed25519 for the booking server\n" + openssh_private(),
        "VPS එකට ලොග් වෙන key එක:\n" + openssh_private(),
        openssh_private(),
    )

    r.add(
        "front_desk_pc_password",
        f"Reception PC windows login: FrontDesk / {hpw()}",
        f"රිසෙප්ෂන් පීසී එකේ පාස්වර්ඩ් එක {hpw()}",
        f"office laptop pw {hpw()} (Lenovo)",
        f"FO pc eke pass eka aluth kala - {hpw()}",
        f"backoffice desktop\nuser Manager\npassword {hpw()}",
    )

    r.add(
        "pms_session_cookie",
        f"Cookie: PHPSESSID={phpsess()}; ezee_user=fo_night",
        f"malli asked for the PMS cookie to test the script: PHPSESSID={phpsess()}",
        f"curl -b 'PHPSESSID={phpsess()}' https://pms.{HOTEL}.internal/reports/daily.php",
        f"session cookie (ycs.acme.test) ycs_session={rnd(URLSAFE, 64)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "booking_com_reservation_no",
        f"Booking.com res {booking_res()} – Mr & Mrs Fischer, 2 nights, late arrival",
        f"බුකින් අංකය {booking_res()} (booking.com) cancel කළා, no charge",
        f"booking.com reservation number\n{booking_res()}\nguest wants airport pickup",
        f"bkng no {booking_res()} & {booking_res()} - same family, connecting rooms",
        f"Booking.com no-show: {booking_res()}, mark in extranet before 48h",
    )

    r.add(
        "agoda_booking_ref",
        f"Agoda booking ID {agoda_ref()} — paid to Agoda (prepaid), don't charge guest",
        f"agoda bkng id {agoda_ref()} guest eka heta 6ta enawa",
        f"Agoda ගෙස්ට්: booking id {agoda_ref()}, වේලාසනින් check in",
        f"agoda ref {agoda_ref()} amend -> 3 nights",
        f"YCS booking {agoda_ref()} / {agoda_ref()} both Superior Room",
    )

    r.add(
        "airbnb_confirmation_code",
        f"Airbnb confirmation code {airbnb_code()}",
        f"airbnb guest Sofia, code {airbnb_code()}, checks in Fri",
        f"Airbnb reservation {airbnb_code()} — request to change dates",
        f"airbnb එකෙන් අලුත් බුකින් එකක්: {airbnb_code()}",
        f"{airbnb_code()} (airbnb) paid out, see payouts",
    )

    r.add(
        "ota_property_ids",
        f"our Booking.com hotel id {digits(7, lead=True)}",
        f"Agoda property ID {digits(8, lead=True)}",
        f"airbnb listing https://www.airbnb.example/rooms/{digits(18, lead=True)}",
        f"TripAdvisor location d{digits(8, lead=True)}",
    )

    r.add(
        "rate_plan_room_codes",
        f"channel mapping: Deluxe Double = room id {digits(9, lead=True)}, rate plan {digits(8, lead=True)}",
        f"rate plan codes: BAR-DLX-BB, NR-SUP-RO, PERA-{digits(4)}",
        f"Agoda room type id {digits(8, lead=True)} ↔ PMS DLX",
        f"cloudbeds room type {digits(6, lead=True)} / rate {digits(7, lead=True)}",
    )

    r.add(
        "gateway_public_ids",
        f"PayHere merchant ID {digits(7, lead=True)} (goes in the checkout form, public)",
        f"payhere sandbox merchant id 12{digits(5)}",
        f"<input type=\"hidden\" name=\"merchant_id\" value=\"{digits(7, lead=True)}\">",
        f"PayHere merchant id eka {digits(7, lead=True)} – meka rahasak newei",
    )

    r.add(
        "payhere_order_payment_ids",
        f"PayHere payment_id {digits(12, lead=True)} order HH-{digits(6)} LKR 42,500.00",
        f"refund request: payment id {digits(12, lead=True)}",
        f"notify_url log: order_id=HH{digits(8)}&payment_id={digits(12, lead=True)}&status_code=2",
        f"ගෙවීම් අංකය {digits(12, lead=True)} (payhere) — success",
    )

    r.add(
        "checkout_form_hash",
        f"payhere hash for order HH-{digits(6)}: {md5u()} (the md5 that goes in the form)",
        f"md5sig={md5u()} status_code=2 — verified ok",
        f"hash field in the payment form: {md5u()}",
        f"<input type=\"hidden\" name=\"hash\" value=\"{md5u()}\">",
    )

    r.add(
        "masked_card_digits",
        f"guest paid with Visa •••• {digits(4)}",
        f"Booking.com VCC ending {digits(4)}, charge after check-in",
        f"කාඩ් එකේ අන්තිම ඉලක්කම් 4: {digits(4)}",
        f"refund to card **** **** **** {digits(4)}, approval code in PayHere",
        f"Mastercard xxxx-xxxx-xxxx-{digits(4)} exp {card_expiry()}",
    )

    r.add(
        "bank_account_for_deposits",
        f"Bank details for guests (advance):\nCommercial Bank, Kandy\nA/C {digits(10, lead=True)}\nHantana Hill (Pvt) Ltd",
        f"ගිණුම් අංකය (Sampath) {digits(12, lead=True)} – deposit එකට guest ලට දෙන්න",
        f"HNB acc no {digits(12, lead=True)} branch code {digits(3)}",
        f"SWIFT CCEYLKLX, account {digits(10, lead=True)} (for foreign TT)",
        f"BOC current a/c {digits(8, lead=True)} Kandy City branch",
    )

    r.add(
        "foreign_agent_iban",
        f"Reisebüro Müller IBAN {iban('DE', digits(18))} (commission refund)",
        f"UK tour operator: {iban('GB', 'NWBK' + digits(14))}",
        f"Dutch agent pays from {iban('NL', 'ABNA' + digits(10), spaced=False)}",
        f"IBAN {iban('DE', digits(18))} BIC COBADEFFXXX — refund 2 nights",
    )

    r.add(
        "bank_transfer_refs",
        f"TT received ref FT{digits(5)}{rnd(UPPER + DIGITS, 6)} USD 380",
        f"bank slip ref {digits(12, lead=True)}, LKR 65,000 advance",
        f"ComBank transfer reference CEFT{digits(10)} - Perera family",
        f"txn ref eka {digits(14, lead=True)} (ada udē aawa)",
    )

    r.add(
        "invoice_numbers",
        f"Booking.com invoice {digits(10, lead=True)} due 15th",
        f"Agoda commission invoice INV-{digits(8)}",
        f"ඉන්වොයිස් අංකය HH/{digits(4)}/{digits(3)} — ගෙවලා නෑ තාම",
        f"Cloudbeds invoice #{digits(7, lead=True)} paid",
        f"laundry supplier bill no {digits(5)} LKR 18,750",
    )

    r.add(
        "courier_tracking",
        f"Sri Lanka Post registered: {s10('RR', 'LK')}",
        f"guest left her charger, sent EMS {s10('EE', 'LK')}",
        f"DHL waybill {digits(10, lead=True)}",
        f"parcel to Germany tracking {s10('CP', 'LK')}",
        f"ට්‍රැකින් නම්බර් එක {s10('RR', 'LK')}",
    )

    r.add(
        "supplier_order_numbers",
        f"Daraz order {digits(15, lead=True)} – new kettles x6",
        f"PO-{digits(5)} linen from Kandy Textiles",
        f"Keells bulk order no {digits(9, lead=True)}",
        f"minibar restock order ORD{digits(8)}",
    )

    r.add(
        "phone_numbers",
        f"tuk driver Sunil {lk_mobile()}",
        f"Dialog hotline ekata call kala, ticket eka {lk_mobile()} number ekata SMS enawa",
        f"hotel landline {kandy_land()}, WhatsApp {lk_mobile()}",
        f"ඉලෙක්ට්‍රිෂන් {lk_mobile()}",
        f"guest phone (German) +49 1{digits(2)} {digits(8)}",
    )

    r.add(
        "utility_account_numbers",
        f"CEB electricity acc no {digits(10, lead=True)}",
        f"විදුලි බිල ගිණුම් අංකය {digits(10, lead=True)}",
        f"water board acc {digits(2)}/{digits(2)}/{digits(3)}/{digits(3)}/{digits(2)}",
        f"SLT account {digits(10, lead=True)} (fibre + PEO TV)",
    )

    r.add(
        "business_registration_ids",
        f"BR no PV {digits(6, lead=True)}",
        f"VAT TIN {digits(9, lead=True)}-7000",
        f"SLTDA registration SLTDA/SQA/BH/{digits(4)}",
        f"EPF employer no C/{digits(5)}",
    )

    r.add(
        "router_ont_serials",
        f"SLT ONT serial {hw_serial()} MAC {mac(upper=True)}",
        f"Dialog router IMEI {imei()}",
        f"router S/N {rnd(UPPER + DIGITS, 16)} (for the warranty)",
        f"රවුටරයේ සීරියල් අංකය {hw_serial()}",
        f"garden AP mac {mac('-', upper=True)}",
    )

    r.add(
        "camera_serial_firmware",
        f"NVR model DS-7608NI-K2/8P serial DS-7608NI-K2/8P{digits(12)}CCRR{digits(9)}WCVU",
        f"camera 4 (parking) firmware V5.{digits(1)}.{digits(1)} build {digits(6)}",
        f"Hik-Connect device serial {rnd(UPPER, 1)}{digits(8)} — add to manager phone",
        f"cam 2 lobby mac {mac(upper=True)} ip 192.168.1.{secrets.randbelow(200) + 20}",
    )

    r.add(
        "software_versions",
        f"eZee Absolute version 7.{digits(1)}.{digits(3)} updated last night",
        f"PMS app v{digits(1, lead=True)}.{digits(2)}.{digits(1)} (build {digits(5, lead=True)})",
        f"WordPress 6.{digits(1)}.{digits(1)}, theme Hotelux 3.{digits(1)}.{digits(1)}",
        f"channel manager sync agent {digits(1, lead=True)}.{digits(1)}.{digits(3)}-{hexs(7)}",
    )

    r.add(
        "website_commit_ids",
        f"malli deployed commit {hexs(40)} — booking widget fix",
        f"git revert {hexs(7)} (broke the rates page)",
        f"website eka dan thiyenne {hexs(12)} commit eke",
        f"live = main@{hexs(7)}, staging = {hexs(7)}",
    )

    r.add(
        "backup_checksums",
        f"website backup {HOTEL}-2025-03.tar.gz sha256 {hexs(64)}",
        f"PMS backup md5 {hexs(32)}",
        f"sha256sum pms_dump.sql\n{hexs(64)}  pms_dump.sql",
        f"බැකප් ෆයිල් එකේ checksum {hexs(40)} (sha1)",
    )

    r.add(
        "pms_uuid_links",
        f"guest folio https://pms.{HOTEL}.internal/folio/{uid()}",
        f"reservation link https://hotels.acme.test/reservation/{uid()}",
        f"housekeeping task id {uid()}",
        f"group booking record {uid()} (wedding, 12 rooms)",
        f"https://{HOTEL}.example/booking/confirm/{uid()}?lang=si",
    )

    r.add(
        "env_var_references",
        "payhere secret is read from ${PAYHERE_MERCHANT_SECRET} on the server, not in the code",
        "merchant_secret: ${{ secrets.PAYHERE_MERCHANT_SECRET }}",
        "os.environ[\"CLOUDBEDS_API_KEY\"] — set in the VPS .env",
        "SMTP_PASS=$SMTP_PASS  # from the hosting panel env",
        "WHATSAPP_TOKEN=${WHATSAPP_TOKEN:?missing}",
    )

    r.add(
        "secret_location_pointers",
        "Agoda YCS password → Bitwarden, folder 'Hotel/OTA'",
        "safe master code eka red book eke, office safe eke athule",
        "router admin pw: ask Chaminda (IT), not written here",
        "බැංකු ඇප් එකේ පාස්වර්ඩ් එක මගේ ඔළුවේ විතරයි 🙂",
        "Booking.com login is in the password manager (entry: 'bkng extranet')",
    )

    r.add(
        "expired_otp_codes",
        f"Booking.com OTP {digits(6)} – already used, logged in",
        f"OTP එක {digits(6)} expire වෙලා, අලුත් එකක් ඉල්ලුවා",
        f"agoda verification code {digits(6)} (expired 10:42)",
        f"HNB sms otp {digits(6)} used for the transfer, done",
        f"airbnb code {digits(6)} did not work (expired), resent",
    )

    r.add(
        "public_keys_fingerprints",
        f"VPS host key {ssh_fingerprint()} (check when connecting first time)",
        f"malli's public key to add: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} malli@laptop",
        f"PGP fingerprint of the German agency: {fingerprint()}",
        f"age public key for the backups {age_public_key()}",
    )

    r.add(
        "client_side_keys",
        f"Stripe publishable key (website, public) {stripe_publishable_key()}",
        f"reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (contact form)",
        f"GA4 measurement id G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta pixel id {digits(15, lead=True)}",
    )

    r.add(
        "keycard_uids",
        f"room 204 keycard UID 04:{':'.join(hexs(2).upper() for _ in range(6))}",
        f"lost card UID {hexs(8).upper()} – deactivated in the lock system",
        f"key card inventory: {hexs(8).upper()}, {hexs(8).upper()}, {hexs(8).upper()}",
        f"master card serial no {digits(10, lead=True)} (cleaning staff)",
    )

    r.add(
        "redacted_fields",
        "Booking.com password: ******** (changed 12th)",
        "PayHere merchant secret: [hidden, see server]",
        "safe code: ●●●●●●",
        "wifi key: <removed — ask reception>",
    )

    r.add(
        "network_layout",
        f"SSIDs: HantanaHill_Guest (5G), HH_Office, Hantana_Garden — router 192.168.{secrets.randbelow(10)}.1",
        f"NVR ip 192.168.1.{secrets.randbelow(200) + 20}, port {pick('8000', '554', '80')}",
        f"DHCP range 10.{secrets.randbelow(250)}.0.100-200, gateway .1",
        f"SLT static ip 112.134.{secrets.randbelow(250)}.{secrets.randbelow(250)} (for the cameras)",
    )

    r.add(
        "flight_vehicle_numbers",
        f"pickup: UL {digits(3, lead=True)} arr 06:{pick('05', '20', '35', '50')}, van CP {rnd(UPPER, 3)}-{digits(4, lead=True)}",
        f"guest flight EK {digits(3, lead=True)} lands BIA 03:15, driver Sunil",
        f"hotel van no CP KX-{digits(4, lead=True)}",
        f"QR {digits(3, lead=True)} delayed, check in 2am",
    )

    r.add(
        "rates_dates_amounts",
        f"Perahera week rate LKR {secrets.randbelow(40) + 40},{digits(1)}00 per night (deluxe, BB)",
        f"Booking.com payout {secrets.randbelow(900) + 100},{digits(3)}.{digits(2)} LKR on 2025-0{secrets.randbelow(9) + 1}-1{secrets.randbelow(9)}",
        f"commission 15% = USD {secrets.randbelow(300) + 50}.{digits(2)}",
        f"ලබන මාසේ ගාස්තු: {secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d} සිට LKR {secrets.randbelow(20) + 20},000",
        f"minibar barcode {ean13('479')} coke 400ml LKR 350",
    )

    return r


def main() -> None:
    write_corpora("make_heldout352.py", [
        ("heldout352_credentials.yaml", credentials(), "Held-out batch 352: credentials a boutique hotel manager in Kandy keeps (Booking.com, Agoda, Airbnb, PMS, channel manager, Dialog and SLT routers, Wi-Fi, PayHere, safe, alarm and door codes, CCTV, bank app and card PINs and more)"),
        ("heldout352_lookalikes.yaml", lookalikes(), "Held-out batch 352: a hotel manager's reservation numbers, property ids, public merchant ids, references, serials, masked cards, expired OTPs, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
