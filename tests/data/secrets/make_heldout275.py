# ruff: noqa: E501
"""Writes heldout275_credentials.yaml and heldout275_lookalikes.yaml: held-out batch 275.

Persona: the owner of a small trekking and tour agency in Thamel, Kathmandu, who writes his
notes in Nepali (Devanagari) mixed with English and romanised Nepali. He keeps the logins for
the TAAN and Nepal Tourism Board permit portals, the TIMS card system, the eSewa and Khalti
merchant PINs, the Nabil and NIC Asia mobile banking MPINs, the office Wi-Fi, the agency
website's WordPress admin, the Booking.com extranet and the satellite phone PIN; and many
look-alikes: permit numbers, trip ids, PAN and VAT numbers, booking references, invoice
numbers, masked card numbers and phone numbers.

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
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

BASE32 = UPPER + "234567"
PLACES = ["Sagarmatha", "Annapurna", "Lukla", "Namche", "Pokhara", "Thamel", "Manaslu", "Dhaulagiri", "Langtang", "Mustang"]
SYMBOLS = "@#$!&*"


def npw() -> str:
    """A password in the style this agency owner picks, or one a manager generated."""
    return pick(
        f"{pick(*PLACES)}@{digits(4)}{pick(*SYMBOLS)}{rnd(LOWER, 2)}",
        f"{pick('namaste', 'yatri', 'himal', 'dhanyabad', 'pahad')}{pick(*SYMBOLS)}{rnd(ALNUM, 7)}{digits(2)}",
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{pick(*SYMBOLS)}{digits(3)}{rnd(ALNUM, 4)}",
        pw(),
    )


def pin(n: int = 4) -> str:
    return digits(n, lead=True)


def mobile() -> str:
    """A Nepali mobile number: 98x or 97x, ten digits."""
    return pick("984", "985", "986", "980", "981", "982", "974", "976") + digits(7)


def np_pan() -> str:
    """A Nepali PAN/VAT number: nine digits."""
    return pick("3", "6", "1") + digits(8)


def credentials() -> Rows:
    r = Rows()

    user = pick("acmetreks", "himalayan.acme", "acme_adventure")
    r.add(
        "taan_portal_login",
        f"TAAN member portal (members.taan.example)\nuser: {user}\npassword: {npw()}",
        f"TAAN ko login — username {user}, पासवर्ड {npw()} । membership renew garda chahinchha.",
        f"taan portal pw feri change bhayo: {npw()}  (user {user})",
        f"TAAN सदस्य पोर्टल: id = {digits(4, True)}, pass = {npw()}",
        f"TAAN login\n  u: {user}@acme.example\n  p: {npw()}\nbirsiyo bhane Rajesh dai lai phone garne",
    )

    r.add(
        "ntb_permit_portal_login",
        f"NTB permit portal (permits.ntb.example) — login: acme.treks / {npw()}",
        f"नेपाल पर्यटन बोर्ड permit system को पासवर्ड: {npw()} (user: acme_agency_{digits(3)})",
        f"NTB online permit ko naya password: {npw()}\nOTP office ko Ncell number ma aaunchha",
        f"Tourism Board portal\nUsername: ACME{digits(4)}\nPassword: {npw()}\nSecurity answer (first school): {pick('Shree', 'Janata', 'Bal')} {pick('Jyoti', 'Kalyan', 'Bikas')} Ma.Vi.",
        f"ntb permit login {npw()} — ACAP ra MCAP permit yahi bata line",
    )

    tims_user = f"acme{digits(3)}"
    r.add(
        "tims_system_login",
        f"TIMS card system: user {tims_user}, pw {npw()}",
        f"TIMS login (tims.taan.example)\nUser ID: {tims_user}\nPassword: {npw()}",
        f"TIMS ko password बिर्सिन्छु, यहाँ राख्दै: {npw()}",
        f"TIMS naya login — {tims_user} / {npw()} — purano wala expire bhayo",
        f"TIMS agent panel pass: {npw()}   (staff le pani use garchha, bahira nadine)",
    )

    r.add(
        "esewa_merchant_pin",
        f"eSewa merchant MPIN: {pin(4)}",
        f"ईसेवा merchant account को PIN {pin(4)} हो, login id {mobile()}",
        f"esewa merchant: id {mobile()}  password {npw()}  transaction PIN {pin(4)}",
        f"eSewa ko txn pin feri change gare — {pin(4)}",
        f"eSewa Merchant\n  login: acmetreks@acme.example\n  pass: {npw()}\n  MPIN: {pin(4)}",
    )

    r.add(
        "khalti_merchant_pin",
        f"Khalti merchant ko PIN: {pin(4)}",
        f"खल्ती merchant login {mobile()} / पासवर्ड {npw()} / MPIN {pin(4)}",
        f"khalti txn pin {pin(4)} (office ko Ncell no. ma linked)",
        f"Khalti merchant dashboard pw: {npw()}",
        f"Khalti — MPIN {pin(4)}, login pin pani same hola bhanera confuse nahune, login pw {npw()}",
    )

    r.add(
        "khalti_secret_key",
        f"Khalti live secret key (website checkout ko lagi): live_secret_key_{hexs(32)}",
        f"KHALTI_SECRET_KEY=live_secret_key_{hexs(32)}",
        f"website plugin settings\nKhalti public: live_public_key_{hexs(32)}\nKhalti secret: live_secret_key_{hexs(32)}",
        f"खल्ती API secret key: live_secret_key_{hexs(32)} — कसैलाई नदिने!",
        f"curl -X POST https://khalti.example/api/v2/epayment/initiate/ -H 'Authorization: Key live_secret_key_{hexs(32)}'",
    )

    r.add(
        "esewa_epay_secret_key",
        f"eSewa ePay v2 merchant secret key (signature banauna): {rnd(ALNUM + '/:&.', 18)}",
        f"ESEWA_PRODUCT_CODE=NP-ES-ACMETREKS\nESEWA_SECRET_KEY={rnd(ALNUM, 24)}",
        f"eSewa le email ma pathayeko HMAC secret: {rnd(ALNUM + '!@#', 20)} — product code NP-ES-ACME",
        f"ईसेवा गेटवे secret key {rnd(ALNUM, 22)} (live), test ko chahi alag chha",
    )

    r.add(
        "nabil_mobile_banking_mpin",
        f"Nabil mobile banking MPIN: {pin(4)}",
        f"नबिल बैंक MPIN {pin(4)} / login pw {npw()}",
        f"nabil app pin {pin(6)}",
        f"Nabil smart banking\nuser: {mobile()}\nMPIN: {pin(4)}\ntxn password: {npw()}",
        f"Nabil MPIN change gare aaja: {pin(4)} (purano block bhayo 3 choti galat halera)",
    )

    r.add(
        "nic_asia_mpin",
        f"NIC Asia MoBank MPIN - {pin(4)}",
        f"एनआईसी एशिया mobile banking: username {mobile()}, MPIN {pin(4)}",
        f"NIC asia ko mpin {pin(4)} ho, Nabil ko bhanda farak",
        f"NIC Asia\n  MPIN {pin(4)}\n  txn pin {pin(4)}\n  login pw {npw()}",
        f"nicasia mpin: {pin(6)}  — office account (current) ko",
    )

    r.add(
        "internet_banking_password",
        f"Nabil internet banking (corporate): user ACMETREK{digits(2)} pw {npw()}",
        f"NIC Asia i-banking login: acme_treks / {npw()}\ntransaction password: {npw()}",
        f"बैंक internet banking पासवर्ड: {npw()}",
        f"Nabil corporate — maker login {npw()}, checker login (Sita didi) {npw()}",
        f"ibanking nic asia pw {npw()} — token chahi drawer ma",
    )

    ssid = pick("ACME_TREKS_5G", "AcmeTreks-Office", "Thamel_Acme", "ACME-Guest")
    r.add(
        "office_wifi_password",
        f"Office Wi-Fi: {ssid} / {npw()}",
        f"अफिसको वाइफाइ पासवर्ड {rnd(LOWER + DIGITS, 10)}",
        f"wifi pw: {pick('thamel', 'himal', 'acme')}{digits(5)}",
        f"WIFI:T:WPA;S:{ssid};P:{npw()};;",
        f"Worldlink router ko Wi-Fi\nSSID {ssid}\nPassword {rnd(ALNUM, 12)}",
        f"guest lai dine wifi pw {pick('welcome', 'namaste', 'trekker')}{digits(4)}, staff ko chahi {npw()}",
    )

    r.add(
        "wordpress_admin_login",
        f"Website (acmetreks.example/wp-admin) admin: acmeadmin / {npw()}",
        f"WordPress login\nuser: {pick('admin_acme', 'ramesh', 'acme-editor')}\npass: {npw()}",
        f"वेबसाइटको wp-admin पासवर्ड: {npw()}",
        f"wp admin pw reset gare: {npw()} (email: web@acmetreks.example)",
        f"website login: https://acmetreks.example/wp-login.php  —  acme_owner  —  {npw()}",
        f"WP editor account (blog lekhne Anil ko) — anil_w / {npw()}",
    )

    def wp_app_pw() -> str:
        return groups(rnd(ALNUM, 24), 4)

    r.add(
        "wordpress_application_password",
        f"WordPress application password (booking plugin sync): {wp_app_pw()}",
        f"WP app password for Zapier: {wp_app_pw()}  user acmeadmin",
        f"curl -u acmeadmin:'{wp_app_pw()}' https://acmetreks.example/wp-json/wp/v2/posts",
        f"वर्डप्रेस application password ({pick('mobile app', 'n8n', 'Make')} को लागि): {wp_app_pw()}",
    )

    r.add(
        "wp_config_db_password",
        f"define( 'DB_NAME', 'acme_wp' );\ndefine( 'DB_USER', 'acme_wpuser' );\ndefine( 'DB_PASSWORD', '{npw()}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"website database: mysql://acme_wp:{rnd(ALNUM, 16)}@db.acmetreks.internal:3306/acme_wp",
        f"wp-config ma DB pw {npw()} — hosting move garda chahinchha",
        f"phpMyAdmin login: acme_wpuser / {rnd(ALNUM + '!#', 14)}",
        f"mysql -u acme_wp -p'{rnd(ALNUM, 18)}' acme_wp < backup.sql",
    )

    def salt() -> str:
        return rnd(ALNUM + "!#$%&()*+,-.:;<=>?@[]^_{|}~", 64)

    r.add(
        "wordpress_salts",
        f"define( 'AUTH_KEY',         '{salt()}' );\ndefine( 'SECURE_AUTH_KEY',  '{salt()}' );",
        f"wp-config salts (backup):\nLOGGED_IN_KEY = {salt()}\nNONCE_KEY = {salt()}",
        f"define('AUTH_SALT', '{salt()}');",
    )

    hotel_id = digits(7, True)
    r.add(
        "booking_extranet_login",
        f"Booking.com extranet (guesthouse) — login name acme{digits(4)}, password {npw()}",
        f"बुकिङ डट कम extranet: {npw()}  (property id {hotel_id})",
        f"booking.com admin pw: {npw()}\n2FA code phone ma aaunchha ({mobile()})",
        f"Extranet login\nUsername: AcmeTreksGH\nPassword: {npw()}\nProperty ID: {hotel_id}",
        f"booking extranet ko naya pass {npw()} — purano leak bhayo jasto lagyo",
        f"Booking.com Pulse app bata pani yahi login: acmegh_{digits(3)} / {npw()}",
    )

    r.add(
        "satellite_phone_pin",
        f"Thuraya sat phone SIM PIN: {pin(4)}, PUK: {digits(8)}",
        f"स्याटेलाइट फोनको PIN {pin(4)} — EBC trip मा guide लाई दिने",
        f"Iridium phone — SIM PIN {pin(4)} / PUK {digits(8)}\nphone lock code {pin(4)}",
        f"sat phone pin {pin(4)}",
        f"Thuraya XT-LITE: security code {pin(4)}, SIM PIN {pin(4)} (Manaslu trip ma lagne)",
    )

    r.add(
        "gmail_app_password",
        f"Gmail app password (Thunderbird): {app_password()}",
        f"info@acmetreks.example ko app password — {app_password()}",
        f"SMTP user: bookings@acmetreks.example\nSMTP pass: {app_password()}",
        f"ग्मेल app पासवर्ड {app_password()} — WP Mail SMTP मा हालेको",
        f"gmail app pw {app_password().replace(' ', '')}",
    )

    def google_codes(n: int) -> str:
        return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))

    r.add(
        "google_backup_codes",
        f"Google backup codes (info@acmetreks.example):\n{google_codes(5)}",
        f"गुगल backup codes — phone हराएमा:\n{google_codes(4)}",
        f"gmail 2-step backup: {digits(8)} {digits(8)} {digits(8)} {digits(8)}",
        f"Backup verification codes\n{google_codes(6)}\n(ek choti matra chalchha)",
    )

    def totp() -> str:
        return rnd(BASE32, 32)

    r.add(
        "totp_seed",
        f"Wordfence 2FA secret (phone haraye feri scan garna): {groups(totp(), 4)}",
        f"otpauth://totp/AcmeTreks:admin?secret={totp()}&issuer=AcmeTreks",
        f"Booking.com authenticator setup key: {totp()}",
        f"२FA को secret key {groups(totp(), 4)} — नयाँ फोनमा हाल्न",
    )

    r.add(
        "vps_ssh_private_key",
        f"website VPS ko SSH key (root@vps.acmetreks.internal):\n{openssh_private()}",
        f"~/.ssh/acme_vps\n{openssh_private()}",
        f"सर्भर key — laptop बिग्रिए यहाँबाट लिने\n{openssh_private()}",
    )

    r.add(
        "cpanel_login",
        f"Hosting cPanel (acmetreks.example:2083): acmetrek / {npw()}",
        f"cPanel API token: {rnd(UPPER + DIGITS, 32)}",
        f"curl -H 'Authorization: cpanel acmetrek:{rnd(UPPER + DIGITS, 32)}' https://acmetreks.example:2083/execute/Email/list_pops",
        f"होस्टिङ cpanel पासवर्ड {npw()}",
        f"hosting client area login — owner@acmetreks.example / {npw()}\ncpanel pw alag: {npw()}",
    )

    r.add(
        "router_admin_password",
        f"Router admin (192.168.1.1): admin / {npw()}",
        f"worldlink router ko admin pw {rnd(ALNUM, 10)}",
        f"राउटर login: admin, पासवर्ड {npw()}",
        f"ONT admin — user: telecomadmin pass: {rnd(ALNUM, 12)}",
        f"Mikrotik (office) admin pw {npw()}",
    )

    r.add(
        "cctv_dvr_password",
        f"CCTV DVR (Hikvision) admin / {npw()}",
        f"क्यामेरा DVR को पासवर्ड {npw()} — mobile app मा पनि यही",
        f"cctv app login: acmeoffice / {npw()}, device verification code {rnd(UPPER, 6)}",
        f"DVR pw {rnd(ALNUM, 10)}",
    )

    def meta_token() -> str:
        return "EAA" + pick("G", "B", "J", "I") + rnd(ALNUM, 190)

    r.add(
        "meta_page_access_token",
        f"Facebook page access token (Acme Treks page, never expires): {meta_token()}",
        f"WhatsApp Business API token: {meta_token()}\nphone number id {digits(15, True)}",
        f"FB_PAGE_TOKEN={meta_token()}",
        f"फेसबुक पेज टोकन (auto post का लागि): {meta_token()}",
    )

    r.add(
        "openai_api_key",
        f"OpenAI key (itinerary draft lekhna): {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"ChatGPT API key — {openai_project_key()} — mahina ko $20 limit rakheko",
        f"ओपनएआई key: {openai_project_key()}",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid API key (website enquiry email): {sendgrid_key()}",
        f"SMTP: smtp.sendgrid.example user apikey pass {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"newsletter ko sendgrid key {sendgrid_key()}",
    )

    r.add(
        "debit_card_pin",
        f"Nabil debit card ATM PIN {pin(4)}",
        f"NIC Asia Visa debit ko pin {pin(4)}",
        f"एटीएम पिन: {pin(4)} (office card)",
        f"card pin {pin(4)}, purano {pin(4)} bhaye ni kaam gardaina",
        f"Nabil prepaid dollar card PIN - {pin(4)}",
    )

    r.add(
        "company_card_details",
        f"Company Visa (Nabil): {groups(luhn('4'), 4)} exp {card_expiry()} CVV {digits(3)}",
        f"कम्पनी कार्ड {groups(luhn('4'), 4)}, म्याद {card_expiry()}, CVV {digits(3)} — Qatar Airways ticket को लागि",
        f"NIC Asia Mastercard\n{groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)}\n{card_expiry()}  cvv {digits(3)}",
        f"dollar card: {luhn('4')} {card_expiry()} {digits(3)}",
    )

    pan = np_pan()
    r.add(
        "ird_portal_login",
        f"IRD taxpayer portal: PAN {pan}, password {npw()}",
        f"आन्तरिक राजस्व विभाग (IRD) login — PAN {pan} / पासवर्ड {npw()}",
        f"ird e-filing pw {npw()} (VAT return bharna)",
        f"IRD portal\n  user: {pan}\n  pass: {npw()}\n  email: accounts@acmetreks.example",
        f"IRD ko password feri change bhayo: {npw()}",
    )

    r.add(
        "airline_agent_login",
        f"Buddha Air agent portal: agent code KTM{digits(4)}, pw {npw()}",
        f"Yeti/Tara agent login — acmetreks / {npw()}",
        f"Summit Air (Lukla) agent pw: {npw()}",
        f"घरेलु उडान agent portal पासवर्ड {npw()}",
        f"Shree Airlines booking login\nuser: ACME{digits(3)}\npass: {npw()}",
    )

    r.add(
        "staff_email_password",
        f"Zoho mail — guide@acmetreks.example / {npw()}",
        f"sales@acmetreks.example ko pw: {npw()}",
        f"Bikash ko email login (guide): bikash@acmetreks.example pw {npw()}",
        f"इमेल पासवर्ड: accounts@acmetreks.example — {npw()}",
        f"mail accounts\ninfo@ {npw()}\nbooking@ {npw()}\nops@ {npw()}",
    )

    r.add(
        "office_safe_combination",
        f"Office safe combination: {digits(2)}-{digits(2)}-{digits(2)}",
        f"तिजोरीको कोड {digits(6)} — permit ra cash yahi",
        f"locker (godown, tents rakheko) combination {digits(4)}",
        f"safe code {digits(2)}-{digits(2)}-{digits(2)}, tala ko drawer key Sita didi sanga",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "trekking_permit_number",
        f"ACAP permit no. {digits(6, True)} — Annapurna Circuit group (4 pax), issued today",
        f"Restricted Area Permit (Upper Mustang) ref RAP/{digits(4)}/{pick('081', '082')}-{digits(3)}",
        f"सगरमाथा राष्ट्रिय निकुञ्ज प्रवेश अनुमति नं. SNP-{digits(7)}",
        f"MCAP permit numbers: {digits(6, True)}, {digits(6, True)}, {digits(6, True)}",
        f"Manaslu RAP permit #{digits(5, True)} — guide: Pasang, valid 10 din",
    )

    r.add(
        "tims_card_number",
        f"TIMS card no. {digits(8, True)} (client: Ms. A. Example, Langtang)",
        f"टिम्स कार्ड नम्बर {digits(8, True)} र {digits(8, True)}",
        f"tims card {pick('G', 'F')}-{digits(7, True)} print garna baki",
        f"TIMS issued: {digits(8, True)}, {digits(8, True)}, {digits(8, True)} — ABC trek batch",
        f"TIMS card ref {digits(4)}/{digits(5)} — TAAN bata",
    )

    def trip_id() -> str:
        return f"{pick('EBC', 'ABC', 'ACT', 'MNS', 'LTG', 'UMS')}-{pick('2025', '2026')}-{digits(4)}-{rnd(UPPER + DIGITS, 3)}"

    r.add(
        "trip_id",
        f"Trip {trip_id()} confirmed, 6 pax, departs 12 Oct",
        f"ट्रिप आईडी {trip_id()} — porter 3 जना",
        f"trip ids this week: {trip_id()}, {trip_id()}, {trip_id()}",
        f"Feedback form for {trip_id()} pathaune",
        f"{trip_id()} cancel — refund 50% garne",
    )

    r.add(
        "pan_number",
        f"Company PAN: {np_pan()}",
        f"कम्पनीको प्यान नम्बर {np_pan()} (invoice मा हाल्ने)",
        f"Supplier (Namche lodge) PAN {np_pan()}",
        f"pan no {np_pan()} — porter insurance company ko",
        f"PAN/VAT: {np_pan()} | Reg. no. {digits(5, True)}/{pick('070', '072', '075')}/{pick('071', '073', '076')}",
    )

    r.add(
        "vat_invoice_number",
        f"VAT invoice #{pick('2081', '2082')}-{digits(5)} issued to client (NPR {digits(3, True)},{digits(3)})",
        f"बिल नम्बर {digits(4, True)} — भ्याट सहित",
        f"Invoice INV-{digits(6)} (Annapurna Base Camp package) sent to client@example.com",
        f"abbreviated tax invoice no. {digits(5, True)}, fiscal year 2081/82",
        f"invoices pending: INV-{digits(6)}, INV-{digits(6)}, INV-{digits(6)}",
    )

    r.add(
        "booking_com_reservation",
        f"Booking.com reservation {digits(10, True)} — 2 nights, check-in 14 Nov",
        f"बुकिङ नम्बर {digits(10, True)}, PIN code guest लाई नसोध्ने",
        f"booking.com conf no. {digits(4, True)}.{digits(3)}.{digits(3)} — twin room",
        f"Extranet property id {digits(7, True)} — listing photo update garne",
        f"guest ko booking ref {digits(10, True)}, arrival late night",
    )

    r.add(
        "masked_card_number",
        f"Client paid with card ending {digits(4)} (Visa)",
        f"कार्ड **** **** **** {digits(4)} बाट भुक्तानी भयो",
        f"Refund to card XXXX-XXXX-XXXX-{digits(4)}, amount USD {digits(3, True)}",
        f"Mastercard {digits(6, True)}******{digits(4)} declined — client lai arko card bhanne",
        f"company card (last 4: {digits(4)}) expires {card_expiry()} — renew garna bank jane",
    )

    r.add(
        "phone_number",
        f"Guide Pasang: +977 {mobile()}",
        f"पोर्टर सर्दारको नम्बर {mobile()}",
        f"Namche lodge: 038-{digits(6)}, owner mobile {mobile()}",
        f"office landline 01-{digits(7, True)}, WhatsApp +977-{mobile()}",
        f"heli rescue contact {mobile()} / {mobile()}",
    )

    r.add(
        "esewa_transaction_id",
        f"eSewa payment received, ref id {rnd(UPPER + DIGITS, 7)}, NPR {digits(4, True)}",
        f"ईसेवा ट्रान्जेक्सन कोड {rnd(UPPER + DIGITS, 8)}",
        f"Khalti pidx {rnd(ALNUM, 22)} — status Completed",
        f"Khalti txn id {rnd(ALNUM, 22)} (refund requested)",
        f"fonepay trace no. {digits(12, True)} — client le screenshot pathayo",
    )

    r.add(
        "khalti_public_key",
        f"Khalti public key (checkout widget ma halne, public ho): live_public_key_{hexs(32)}",
        f"KHALTI_PUBLIC_KEY=test_public_key_{hexs(32)}",
        f"खल्ती public key: live_public_key_{hexs(32)} (secret key यहाँ नराख्ने)",
        f"khalti sandbox public key test_public_key_{hexs(32)}",
    )

    r.add(
        "bank_deposit_details",
        f"Advance deposit ko lagi: Nabil Bank, A/C {digits(14, True)}, Acme Treks Pvt. Ltd., SWIFT NARBNPKA",
        f"एनआईसी एशिया खाता नम्बर {digits(16, True)} (Thamel branch) — client लाई पठाउने",
        f"Wire transfer: beneficiary Acme Treks, account {digits(14, True)}, SWIFT NICENPKA, bank address Thamel",
        f"bank a/c for porter salary: {digits(14, True)} (Nabil)",
        f"Nabil branch code {digits(3)}, account {digits(14, True)}",
    )

    r.add(
        "password_rotation_note",
        "TIMS ko password har 90 din ma change garnu parchha — next reminder Poush 1",
        "नबिलको MPIN अर्को हप्ता बदल्ने, पुरानो धेरै जनालाई थाहा भइसक्यो",
        "Booking.com le password reset garna bhanyo (suspicious login) — bholi garne",
        "wp-admin password change gare, naya wala password manager ma rakhe",
        "Staff chhodepachhi sabai email ko password change garne: Bikash, Anil",
        "Wi-Fi password season suru huna aghi change garne (guest dherai aaunchha)",
    )

    r.add(
        "password_location_reference",
        "TAAN ra NTB ko login rato diary ma chha, tijori bhitra",
        "सबै पासवर्ड Bitwarden मा छ — master password मलाई मात्र थाहा",
        "eSewa merchant PIN Sita didi sanga chha, malai sodhnu pardaina",
        "Sat phone ko PIN phone ko box bhitra sticker ma lekheko chha",
        "bank token ra cheque book drawer 2 ma, chabi mero sanga",
        "Router ko default password router ko pachhadi sticker ma chha — tyo change garisakeko",
    )

    r.add(
        "secret_reference_config",
        "KHALTI_SECRET_KEY=${{ secrets.KHALTI_SECRET_KEY }}",
        "define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );",
        "env:\n  ESEWA_SECRET_KEY: ${{ secrets.ESEWA_SECRET_KEY }}\n  SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}",
        "OPENAI_API_KEY lai .env ma rakhne, git ma commit nagarne (.gitignore ma .env chha)",
        "bitwarden item: 'Acme / NIC Asia corporate' — folder Banking",
    )

    def pnr() -> str:
        return rnd(UPPER + DIGITS, 6)

    r.add(
        "flight_pnr",
        f"Lukla flight PNR {pnr()} — 6:30 AM, Summit Air",
        f"बुद्ध एयर PNR {pnr()} (Pokhara फर्किने)",
        f"Qatar Airways booking ref {pnr()}, e-ticket 157-{digits(10)}",
        f"KTM-BWA tickets: {pnr()}, {pnr()}",
        f"client ko international PNR {pnr()} — arrival QR 652",
    )

    r.add(
        "wifi_settings_without_password",
        f"Office Wi-Fi: SSID ACME_TREKS_5G, WPA2-PSK, channel {pick('36', '44', '149')}, router MAC {mac(upper=True)}",
        "गेस्ट वाइफाइ नेटवर्क ACME-Guest छुट्टै बनाइयो, पासवर्ड reception मा सोध्ने",
        f"Worldlink customer id {digits(7, True)}, 100 Mbps plan, renew {digits(2)} Magh",
        f"router firmware {pick('V1.0.', 'V2.1.')}{digits(2)} update gare, LAN IP 192.168.{digits(1)}.1",
    )

    r.add(
        "ssh_public_key",
        f"VPS ma halne public key:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} owner@acme-laptop",
        f"authorized_keys line for web developer:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dev@acme.example",
        f"सर्भरको public key: ssh-rsa {ssh_pub('ssh-rsa', 256)} deploy@acmetreks",
        f"host key fingerprint SHA256:{rnd(ALNUM + '+/', 43)} (vps.acmetreks.internal)",
    )

    r.add(
        "git_commit_hash",
        f"website theme deploy commit {hexs(40)}",
        f"rollback to {hexs(7)} (booking form bigriyo)",
        f"वेबसाइट अपडेट commit {hexs(12)} — नयाँ trek page थपियो",
        f"plugin version 4.2.1, build {hexs(8)}",
    )

    r.add(
        "file_checksum",
        f"itinerary_EBC_2025.pdf sha256 {rnd(HEX, 64)}",
        f"backup zip md5: {rnd(HEX, 32)}",
        f"ब्याकअप फाइल checksum {rnd(HEX, 64)} — Google Drive मा मिल्यो",
        f"wordpress-6.x.zip SHA1 {rnd(HEX, 40)}",
    )

    r.add(
        "satellite_phone_number_imei",
        f"Thuraya number +88216{digits(8)} — trip ma guide sanga",
        f"sat phone IMEI {digits(15, True)}, SIM ICCID 8988216{digits(12)}",
        f"स्याटेलाइट फोन नम्बर +8816{digits(8)} (Iridium)",
        f"Thuraya airtime balance 120 units, expiry {card_expiry()}, number +88216{digits(8)}",
        f"sat phone serial no. {rnd(UPPER + DIGITS, 10)} — service center ma pathaune",
    )

    r.add(
        "insurance_policy_number",
        f"Porter insurance policy no. {pick('NLG', 'SGI', 'NIC')}/{pick('KTM', 'THM')}/{digits(5)}/{pick('081', '082')}",
        f"client ko travel insurance policy {rnd(UPPER, 3)}{digits(9)} (heli evac cover)",
        f"बीमा पोलिसी नं. {digits(10, True)} — गाइड दुर्घटना बीमा",
        f"claim ref CLM-{digits(7)} submitted",
    )

    r.add(
        "tracking_number",
        f"DHL waybill {digits(10, True)} — brochures to Germany agent",
        f"नेपाल पोस्ट ट्र्याकिङ EE{digits(9)}NP",
        f"FedEx tracking {digits(12, True)} (passport docs ayo)",
        f"Aramex AWB {digits(11, True)}",
        f"courier ref {rnd(UPPER, 2)}{digits(9)}NP — Pokhara office pathako",
    )

    r.add(
        "pin_policy_numbers",
        "Nabil MPIN 4 digit ko hunchha, 3 choti galat halyo bhane block hunchha",
        "eSewa को transaction PIN ४ अंकको, login password कम्तीमा ८ अक्षर",
        "Booking.com password: min 10 characters, 1 number, 1 symbol chahinchha",
        "Thuraya PIN 3 choti galat = PUK chahinchha, PUK 10 choti galat = SIM khattam",
        "WP password policy: 12+ characters, 2FA mandatory for admin and editor",
    )

    r.add(
        "masked_pin_or_password",
        "Khalti PIN: ****",
        f"NIC Asia MPIN ending **{digits(1)} (pura chahi diary ma)",
        f"live_secret_key_{hexs(4)}…{hexs(4)} (masked, dashboard ma yesto dekhinchha)",
        "wp admin pw: ******** (manager ma hera)",
        f"OpenAI key sk-proj-…{rnd(URLSAFE, 4)} revoke gare",
    )

    r.add(
        "analytics_tracking_id",
        f"Google Analytics: G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta Pixel ID {digits(15, True)} (website header ma)",
        f"Google Tag Manager GTM-{rnd(UPPER + DIGITS, 7)}",
        f"Google Ads conversion AW-{digits(10, True)}",
    )

    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (public, form ma dekhinchha): 6L{rnd(URLSAFE, 38)}",
        f"contact form plugin: site key 6L{rnd(URLSAFE, 38)}, secret key chahi env ma",
        f"Google Maps embed ko lagi Place ID ChIJ{rnd(URLSAFE, 23)} (Thamel office)",
    )

    r.add(
        "server_hostname_ip",
        f"VPS: vps.acmetreks.internal, IP 203.0.113.{secrets.randbelow(254) + 1}, Ubuntu 22.04",
        f"सर्भर IP 198.51.100.{secrets.randbelow(254) + 1} — DNS Cloudflare मा",
        f"hosting order #{digits(6, True)}, plan: Business SSD, renew Falgun",
        f"Cloudflare zone id {hexs(32)} (acmetreks.example)",
    )

    r.add(
        "cheque_number",
        f"Nabil cheque no. {digits(8, True)} — Namche lodge payment NPR 85,000",
        f"चेक नम्बर {digits(8, True)} र {digits(8, True)} बाउन्स भयो",
        f"cheque book series {digits(8, True)}–{digits(8, True)} received",
        f"NIC Asia cheque {digits(8, True)} issued to porter union",
    )

    r.add(
        "rescue_case_reference",
        f"Heli rescue case HR-{digits(5)} (Gorak Shep, altitude sickness) — insurance lai pathaune",
        f"उद्धार केस नं. {digits(6, True)}, हेलिकप्टर {pick('9N-AMN', '9N-ALK', '9N-AJI')}",
        f"insurance case id {uid()} — claim status pending",
        f"Himalayan Rescue Association ref HRA/{digits(4)}/{pick('081', '082')}",
    )

    r.add(
        "merchant_qr_id",
        f"Fonepay merchant code {digits(10, True)} (QR ma dekhinchha)",
        "eSewa merchant ID: NP-ES-ACMETREKS (product code, public)",
        f"खल्ती merchant id {digits(6, True)} — QR standee मा छापिएको",
        f"NepalPay QR terminal id {rnd(UPPER + DIGITS, 8)}",
        f"esewa merchant account mobile {mobile()} — payment yahi ma pathaunu bhanne",
    )

    r.add(
        "wordpress_post_and_media_ids",
        f"new trek page: https://acmetreks.example/?p={digits(4, True)}&preview=true",
        f"hero image uploads/2025/{digits(2)}/ebc-{hexs(8)}.jpg",
        f"वर्डप्रेस पेज ID {digits(3, True)} — Manaslu itinerary",
        f"booking form entry id {uid()} — client le form bharyo",
    )

    r.add(
        "hotel_confirmation_code",
        f"Hotel Yak & Example confirmation {rnd(UPPER + DIGITS, 8)}, 3 rooms",
        f"पोखरा होटल बुकिङ कोड {rnd(UPPER + DIGITS, 6)}",
        f"Agoda booking id {digits(10, True)}",
        f"tea house reservation Namche: ref {pick('NMC', 'TNG', 'DNG')}-{digits(4)} (12 pax)",
    )

    r.add(
        "trek_group_code",
        f"group code ACME-{pick('FALL', 'SPR')}{digits(2)}-{rnd(UPPER, 2)}{digits(2)}",
        f"समूह कोड {rnd(UPPER, 3)}{digits(4)} — visa letter मा",
        f"agent partner code DE-{rnd(UPPER + DIGITS, 6)} (German agency)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout275.py", [
        ("heldout275_credentials.yaml", credentials(), "Held-out batch 275: credentials a Kathmandu trekking agency owner keeps (portal logins, merchant and bank PINs, Wi-Fi, WordPress, Booking.com, sat phone PIN), in Nepali, English and romanised Nepali."),
        ("heldout275_lookalikes.yaml", lookalikes(), "Held-out batch 275: look-alikes of a Kathmandu trekking agency owner (permit, TIMS, trip, PAN/VAT, booking, invoice numbers, masked cards, phones, public keys, references to secrets)."),
    ])


if __name__ == "__main__":
    main()
