# ruff: noqa: E501
"""Writes heldout318_credentials.yaml and heldout318_lookalikes.yaml: held-out batch 318.

Persona: a hairdresser who owns a small salon in Lekki, Lagos, and writes her notes in
Nigerian English with Pidgin and some Yoruba. She keeps the salon's Moniepoint POS PIN and
the Moniepoint business app password, the GTBank and Opay app passwords and transfer PINs,
the Paystack dashboard login and secret key for the booking site, the Instagram business
account password and its backup codes, the salon Wi-Fi, the generator house padlock code and
the CCTV app login; and many notes that only look like them: NUBAN account numbers, masked
BVN and NIN, transaction references, POS terminal ids, receipt numbers, Paystack public keys,
booking ids, phone numbers and CAC registration numbers.

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
    digits,
    groups,
    hexs,
    luhn,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

SITE = "crownandcurls.example"
WORDS = ("Crown", "Curls", "Lekki", "Braids", "Omoge", "Ireti", "Ajoke", "Ayomide",
         "Sunshine", "Favour", "Blessing", "Jollof", "Adunni", "Kemi", "Oluwa", "Glory")
PREFIXES = ("803", "806", "813", "816", "703", "706", "810", "814", "903", "906", "805",
            "807", "815", "905", "802", "808", "812", "701", "708", "902", "907", "901",
            "904", "912", "916", "915")
NUBAN_WEIGHTS = (3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3)


def pin(n: int = 4) -> str:
    return f"{secrets.randbelow(10**n):0{n}d}"


def human() -> str:
    """A password a salon owner would choose, or one a manager drew for her."""
    w = secrets.choice(WORDS)
    return pick(
        f"{w}{pick('@', '#', '_', '$', '!')}{digits(4, lead=True)}",
        f"{w.lower()}{digits(3)}{pick('!', '?', '*', '.')}",
        f"{w}{secrets.choice(WORDS)}{digits(2)}{pick('#', '@', '&')}",
        pw(),
    )


def phone(intl: bool = False) -> str:
    p, rest = secrets.choice(PREFIXES), digits(7)
    return f"+234 {p} {rest[:3]} {rest[3:]}" if intl else f"0{p}{rest}"


def masked_phone() -> str:
    return f"0{secrets.choice(PREFIXES)}****{digits(3)}"


def nuban(code: str = "058") -> str:
    """A NUBAN: nine serial digits and the check digit computed over bank code + serial."""
    serial = digits(9)
    total = sum(int(c) * w for c, w in zip(code + serial, NUBAN_WEIGHTS, strict=True))
    return serial + str((10 - total % 10) % 10)


def ig_code() -> str:
    """An Instagram backup code: eight digits, shown as two groups of four."""
    return f"{pin(4)} {pin(4)}"


def paystack_secret(live: bool = True) -> str:
    return f"sk_{'live' if live else 'test'}_{hexs(40)}"


def paystack_public(live: bool = True) -> str:
    return f"pk_{'live' if live else 'test'}_{hexs(40)}"


def stamp() -> str:
    """yyMMddHHmmss inside 2025."""
    return (f"25{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"
            f"{secrets.randbelow(24):02d}{secrets.randbelow(60):02d}{secrets.randbelow(60):02d}")


def session_id(inst: str = "000013") -> str:
    """A NIBSS instant-payment session id: sender institution code, timestamp, 12 digits."""
    return inst + stamp() + digits(12)


def paystack_ref() -> str:
    return pick(f"T{digits(15)}", rnd(ALNUM, 20), f"CC-{digits(6)}-{rnd(UPPER + DIGITS, 5)}")


def terminal_id() -> str:
    return f"2MPT{rnd(UPPER + DIGITS, 4)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/2025"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "moniepoint_pos_pin",
        f"POS pin (the Moniepoint machine for front desk): {pin()}",
        f"Moniepoint terminal — merchant PIN na {pin()}. Abeg no tell the new girls o",
        f"pos pin {pin()} , if e lock call Moniepoint support",
        f"New POS PIN after dem replace the terminal: {pin()}\n(the old one no longer work)",
        f"Ẹ jọ̀ọ́ remember POS PIN for me: {pin()} — mo ti gbàgbé am twice this month",
        f"Moniepoint POS supervisor pin {pin()} / operator pin {pin()}",
    )
    r.add(
        "moniepoint_business_app_password",
        f"Moniepoint Business app\nphone: {phone()}\npassword: {human()}",
        f"moniepoint app pass {human()} (na the same one wey I use for laptop before, no use am again)",
        f"Login for Moniepoint business banking — user {phone()}, pwd {human()}",
        f"Moniepoint app pasword don change, new one: {human()}",
        f"mnpt app — {human()}",
    )
    r.add(
        "moniepoint_transfer_pin",
        f"Moniepoint transfer PIN {pin()}",
        f"moniepoint transaction pin = {pin()} (the app one, no be POS)",
        f"To send money from Moniepoint business acct, PIN na {pin()}",
        f"Moniepoint: login {human()} | transfer PIN {pin()}",
    )
    r.add(
        "gtbank_app_password",
        f"GTWorld login\nuser ID: {nuban('058')}\npassword: {human()}",
        f"GTB internet banking password: {human()} — I change am last week",
        f"gtworld pwd {human()}",
        f"GTBank app (salon account) | {human()}",
        f"My GTWorld password na {human()}, and the secret question answer na {pick('Iya Bisi', 'Ogbomoso', 'Mercy Land', 'Tiwa')}",
    )
    r.add(
        "gtbank_transfer_pin",
        f"GTB tranfer pin {pin()}",
        f"*737* PIN for the salon GTB account = {pin()}",
        f"gtworld transaction pin: {pin()} (no mix am with Opay own)",
        f"When I dial *737*1*amount# e go ask PIN — na {pin()}",
        f"GTBank\n  internet banking pwd: {human()}\n  transfer PIN: {pin()}",
    )
    r.add(
        "opay_login_password",
        f"Opay login password (6 digits): {pin(6)}",
        f"opay app pwd {pin(6)}, number {phone()}",
        f"Opay: login {phone()} / {pin(6)}",
        f"abeg remember my Opay password na {pin(6)}. I dey always forget am",
        f"OPay business account login passcode {pin(6)}",
    )
    r.add(
        "opay_payment_pin",
        f"Opay payment PIN: {pin()}",
        f"opay pin {pin()} (transfer)",
        f"Opay transaction PIN na {pin()}, no be the login one",
        f"Payment PIN for Opay — {pin()}. Login na {pin(6)}",
        f"opay → {pin()}",
    )
    r.add(
        "palmpay_pin",
        f"Palmpay pin {pin()}",
        f"PalmPay (wey customers dey pay into sometimes) login {pin(6)}, payment pin {pin()}",
        f"palmpay password {pin(6)}",
        f"PalmPay transfer PIN don change: {pin()}",
        f"The PalmPay PIN na {pin()} — Kemi sabi am too, change am when she leave",
    )
    r.add(
        "paystack_dashboard_login",
        f"Paystack dashboard\nemail: bookings@{SITE}\npassword: {pw()}",
        f"paystack login → admin@{SITE} / {human()}",
        f"Paystack dashboard password changed to {pw()} after the phishing email wahala",
        f"Paystack acct: owner@{SITE} pass {human()}",
        f"For Paystack log in, na {human()} — Tunde (the web guy) fit ask, give am only if I dey around",
    )
    r.add(
        "paystack_secret_key",
        f"Paystack live secret key for booking site: {paystack_secret()}",
        f"PAYSTACK_SECRET_KEY={paystack_secret()}\nPAYSTACK_PUBLIC_KEY={paystack_public()}",
        f"test key wey Tunde dey use for staging: {paystack_secret(False)}",
        f"curl https://api.paystack.example/transaction/verify/{paystack_ref()} \\\n  -H \"Authorization: Bearer {paystack_secret()}\"",
        f"secret key (paystack, NO share am!!) {paystack_secret()}",
        f"Paystack keys\n| mode | secret key |\n|------|-----------|\n| live | {paystack_secret()} |\n| test | {paystack_secret(False)} |",
    )
    r.add(
        "flutterwave_secret_key",
        f"Flutterwave backup gateway secret: FLWSECK-{hexs(32)}-X",
        f"FLW_SECRET_KEY=FLWSECK-{hexs(32)}-X",
        f"flutterwave test secret FLWSECK_TEST-{hexs(32)}-X (sandbox only)",
        f"If Paystack down, switch site to Flutterwave — secret key FLWSECK-{hexs(32)}-X",
    )
    r.add(
        "instagram_password",
        f"IG (@crownandcurls_lekki) password: {human()}",
        f"instagram business acct\nuser: crownandcurls.lekki\npass: {human()}",
        f"Instagarm pwd {human()} — change am if Bisi leave",
        f"Abeg store am: Instagram login na {human()}. Hacker almost collect am last year",
        f"ig: {human()}",
    )
    r.add(
        "instagram_backup_codes",
        "Instagram backup codes:\n" + "\n".join(ig_code() for _ in range(5)),
        f"IG 2FA recovery codes {ig_code()}, {ig_code()}, {ig_code()}, {ig_code()}, {ig_code()}",
        f"backup codes for insta (use one, cross am off):\n{ig_code()}\n{ig_code()}\n{ig_code()}",
        f"Instagram two-factor backup — {ig_code()} / {ig_code()} / {ig_code()}",
        f"insta login codes if I lose phone: {ig_code().replace(' ', '')} {ig_code().replace(' ', '')} {ig_code().replace(' ', '')}",
    )
    r.add(
        "tiktok_password",
        f"TikTok (salon page) password: {human()}",
        f"tiktok login crownandcurls / {human()}",
        f"tik tok passwrd don change to {human()}",
        f"TikTok — email bookings@{SITE}, passwd {human()}",
    )
    r.add(
        "salon_wifi_password",
        f"Salon Wi-Fi: CrownCurls_5G / {human()}",
        f"wifi pass for customers {rnd(LOWER + DIGITS, 10)}",
        f"WIFI:T:WPA;S:CrownCurls-Staff;P:{pw()};;",
        f"Wi-Fi name: CrownAndCurls-Staff\npassword: {human()}",
        f"the wifi password don change o, na {human()} now",
        f"Staff wifi: {rnd(ALNUM, 12)} | Customer wifi: {pick('curls', 'crown', 'lekki')}{digits(4)}",
    )
    r.add(
        "router_admin_password",
        f"Router (Spectranet MiFi) admin page 192.168.8.1 — admin / {human()}",
        f"router login: user admin, pass {rnd(ALNUM, 10)}",
        f"Smile router admin password {human()} (the one for the back office)",
        f"To change wifi pass, open 192.168.0.1, username admin password {human()}",
    )
    r.add(
        "generator_house_padlock_code",
        f"Generator house padlock code: {pin()}",
        f"gen house lock combination {pin()}",
        f"If NEPA take light and I no dey, the gen house padlock na {pin()}. Tell Musa.",
        f"Padlock (gen house) — {pin()}. diesel key dey inside",
        f"Code for the gen padlock don change to {pin(3)}, the old one na rubbish now",
    )
    r.add(
        "shop_safe_combination",
        f"Cash box combination {pin()}",
        f"Safe for the back room — code {pin(6)}",
        f"àpótí owó (the money box) code: {pin()}",
        f"small safe under counter: {pin(2)}-{pin(2)}-{pin(2)}",
    )
    r.add(
        "cctv_app_login",
        f"Hik-Connect app\nuser: crowncurls.lekki\npassword: {pw()}",
        f"CCTV app login: {phone()} / {human()}",
        f"cctv pwd {human()} (the app wey show the 4 cameras)",
        f"DVR admin password (for the box under the counter): {human()}",
        f"CCTV: admin / {rnd(ALNUM, 10)} on the DVR, app account same email, pass {human()}",
    )
    r.add(
        "cctv_device_verification_code",
        f"Hik-Connect device verification code {rnd(UPPER, 6)} — needed to add the DVR to new phone",
        f"DVR verification code: {rnd(UPPER, 6)}",
        f"camera encryption code {rnd(UPPER, 6)} (na wetin the app ask for when video no show)",
        f"cctv verif code {rnd(UPPER, 6)}, admin pass {human()}",
    )
    r.add(
        "gmail_password",
        f"Gmail for salon (bookings) password: {human()}",
        f"email pwd {human()}",
        f"Google account crownandcurls.lekki — {pw()}",
        f"My personal email password na {human()} and salon own na {human()}",
    )
    r.add(
        "google_app_password",
        f"SMTP for booking site: bookings@{SITE} app password {app_password()}",
        f"MAIL_PASSWORD=\"{app_password()}\"",
        f"Gmail app password (for the booking reminder emails): {app_password().replace(' ', '')}",
        f"Google gave this app password for the website: {app_password()}",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp Business two-step PIN: {pin(6)}",
        f"whatsapp 2-step verification pin {pin(6)}",
        f"WA business (salon line) PIN {pin(6)} — e go ask am when I change phone",
        f"WhatsApp PIN na {pin(6)}",
        f"WA 2step pin for my personal line: {pin(6)}",
    )
    r.add(
        "atm_card_pin",
        f"GTB debit card PIN {pin()}",
        f"Verve card pin: {pin()}",
        f"ATM pin for the Moniepoint card {pin()}",
        f"card pin {pin()} (Opay card)",
        f"Access ATM card — PIN {pin()}, na for emergency only",
    )
    r.add(
        "debit_card_details",
        f"GTB Mastercard\n{groups(luhn('539983'), 4)}\nexp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 26}  cvv {pin(3)}",
        f"Verve card {luhn('506099', 19)} exp {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 26} cvv {pin(3)} — for paying hosting",
        f"Card for Canva & domain: {groups(luhn('519911'), 4)}, {secrets.randbelow(12) + 1:02d}/{secrets.randbelow(4) + 27}, CVV {pin(3)}",
        f"opay card: {groups(luhn('539941'), 4, '-')} cvv {pin(3)} pin {pin()}",
    )
    r.add(
        "sim_puk_code",
        f"MTN line (salon line {phone()}) PUK: {pin(8)}",
        f"SIM PIN {pin()} , PUK {pin(8)}",
        f"Airtel sim puk code {pin(8)} — no try PIN pass 3 times again o",
        f"Glo line PUK {pin(8)}",
        f"9mobile SIM: PIN {pin()} PUK {pin(8)}",
    )
    r.add(
        "phone_unlock_pin",
        f"salon phone (the Tecno) unlock code {pin(6)}",
        f"Front desk tablet passcode: {pin()}",
        f"Itel phone wey we dey use for bookings — screen lock {pin(6)}",
        f"unlock pin for the POS phone {pin(6)}",
        f"iPad for customers (the music one) passcode {pin(6)}",
    )
    r.add(
        "laptop_password",
        f"Laptop (HP) windows password: {human()}",
        f"laptop login {human()}",
        f"The office laptop password na {human()}, PIN {pin(6)}",
        f"Windows PIN for laptop: {pin(6)}",
        f"kọ̀ǹpútà (laptop) password: {human()}",
    )
    r.add(
        "booking_site_wp_admin",
        f"Booking site admin https://book.{SITE}/wp-admin\nuser: adunni_admin\npass: {pw()}",
        f"wordpress login adunni / {human()}",
        f"wp-admin for crownandcurls → admin : {rnd(ALNUM + '!#%&', 18)}",
        f"Website admin password na {pw()} (Tunde set am)",
    )
    r.add(
        "booking_site_db_connection",
        f"DATABASE_URL=mysql://salon_app:{rnd(ALNUM, 18)}@db.{SITE}:3306/bookings",
        f"db connection for the booking site:\nhost: db.crowncurls.internal\nuser: bookings\npassword: {rnd(ALNUM, 16)}",
        f"mysql -h db.crowncurls.internal -u salon_app -p'{rnd(ALNUM, 16)}' bookings",
        f"postgres://crown:{rnd(ALNUM, 20)}@pg.acme.internal:5432/salon",
    )
    r.add(
        "cpanel_hosting_login",
        f"Hosting (cPanel) login for {SITE}: crowncurl / {pw()}",
        f"cpanel user crowncurl pass {human()}",
        f"Hosting panel — https://cpanel.acme.test:2083 — user crownc, password {rnd(ALNUM + '!#%', 14)}",
        f"FTP for website: ftp.{SITE} user tunde@{SITE} pass {rnd(ALNUM, 14)}",
    )
    r.add(
        "sms_api_key",
        f"Termii API key (for booking SMS): TL{rnd(ALNUM, 58)}",
        f'{{"api_key": "TL{rnd(ALNUM, 58)}", "to": "234{secrets.choice(PREFIXES)}{digits(7)}", "from": "CrownCurls", "sms": "Your appointment is confirmed"}}',
        f"TERMII_API_KEY=TL{rnd(ALNUM, 58)}",
        f"sms api key: TL{rnd(ALNUM, 58)} — na wetin send reminder to customers",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "nuban_account_number",
        f"Salon GTB account for customers to pay: {nuban('058')} (Crown & Curls Hair Studio)",
        f"Opay acct na my number without 0: {phone()[1:]}",
        f"Access Bank acct {nuban('044')} — na there I dey pay shop rent",
        f"Zenith {nuban('057')} Ireti Hair Supplies (attachment & wig vendor)",
        f"Moniepoint business acct no: {nuban('090')} — put am for the flyer",
        f"Landlord account: First Bank {nuban('011')}, name Alhaji Bello Properties",
    )
    r.add(
        "bvn_masked",
        f"BVN: 22{digits(1)}****{digits(4)} (only first and last digits, dem no need full one)",
        f"My BVN ending {digits(4)} — the bank fit confirm with that",
        f"bvn 22*******{digits(2)} linked to GTB and Opay",
        f"For the loan form: BVN ***-****-{digits(4)}",
    )
    r.add(
        "nin_masked",
        f"NIN slip: ****** {digits(5)}",
        f"NIN ends with {digits(4)} — the photocopy dey inside the CAC file",
        f"National ID (NIN) {digits(2)}*******{digits(2)}",
        f"NIN linked to MTN line, last 4: {digits(4)}",
    )
    r.add(
        "transaction_reference",
        f"Customer say she pay for braids — Paystack ref {paystack_ref()}",
        f"Paystack transaction id {digits(10, lead=True)}, ₦{secrets.randbelow(40) + 5},000, reference {paystack_ref()}",
        f"Moniepoint transfer ref MNPT{digits(14)} — Mama Tobi wig balance",
        f"Opay trx id {digits(24, lead=True)} (refund for double charge)",
        f"Refund ref: RF-{rnd(UPPER + DIGITS, 10)}",
        f"Payments today:\n{paystack_ref()}  ₦15,000\n{paystack_ref()}  ₦8,500\n{paystack_ref()}  ₦22,000",
    )
    r.add(
        "nip_session_id",
        f"Session ID for the failed transfer: {session_id('000013')}",
        f"GTB say make I send them the session id — {session_id('000013')}",
        f"Opay transfer session ID {session_id('100004')}",
        f"Moniepoint receipt: Session ID {session_id('090405')}, status successful",
    )
    r.add(
        "pos_terminal_id",
        f"POS terminal ID: {terminal_id()}",
        f"Front desk POS TID {terminal_id()}, serial P{digits(10)}",
        f"Moniepoint terminal {terminal_id()} na the one wey dey drop network",
        f"Two POS for salon:\n- {terminal_id()} (front)\n- {terminal_id()} (back, for the nail section)",
        f"TID {terminal_id()} merchant id {digits(15)}",
    )
    r.add(
        "pos_receipt_number",
        f"POS receipt: RRN {digits(12)} STAN {digits(6)} ₦12,500 APPROVED",
        f"Customer wey dispute charge — receipt no {digits(12)}",
        f"reversal for RRN {digits(12)} never enter, follow up",
        f"Receipt #{digits(6)} — Mrs Okafor, knotless braids, paid by card",
        f"STAN {digits(6)} / Auth code {rnd(UPPER + DIGITS, 6)} / ₦30,000",
    )
    r.add(
        "paystack_public_key",
        f"Paystack public key (safe for the website front): {paystack_public()}",
        f"PAYSTACK_PUBLIC_KEY={paystack_public()}",
        f"pk for the inline popup: {paystack_public(False)} (test)",
        f"<script>PaystackPop.setup({{ key: '{paystack_public()}', email, amount }})</script>",
        f"Tunde say na only the public key ({paystack_public()}) dey the HTML, secret stay for server",
    )
    r.add(
        "flutterwave_public_key",
        f"Flutterwave public key: FLWPUBK-{hexs(32)}-X",
        f"FLW_PUBLIC_KEY=FLWPUBK_TEST-{hexs(32)}-X",
        f"public key for the Flutterwave checkout button — FLWPUBK-{hexs(32)}-X",
        f"Flutterwave merchant ID {digits(7)}, public key FLWPUBK-{hexs(32)}-X",
    )
    r.add(
        "booking_id",
        f"Booking #{rnd(UPPER + DIGITS, 8)} — Saturday 10am, box braids, Funmi",
        f"booking id CC-{digits(5)} cancel am, she don reschedule",
        f"Bookings for Friday: CC-{digits(5)}, CC-{digits(5)}, CC-{digits(5)}",
        f"Customer show with booking {uid()[:8]}, paid deposit",
        f"Appointment ref {rnd(UPPER + DIGITS, 6)} (wig revamp) moved to Tuesday",
    )
    r.add(
        "phone_number",
        f"Salon line: {phone(True)}",
        f"Musa (gen man) {phone()}",
        f"Wig supplier Iya Sikira {phone()}, call before noon",
        f"Tunde web guy — {phone(True)} (WhatsApp only)",
        f"Customer care Moniepoint {phone()}",
    )
    r.add(
        "cac_registration_number",
        f"CAC business name reg: BN {digits(7, lead=True)}",
        f"Crown & Curls Hair Studio — BN{digits(7, lead=True)}, registered {day()}",
        f"If we become Ltd, RC number go replace BN. Ireti Supplies own na RC {digits(7, lead=True)}",
        f"CAC cert number BN {digits(7, lead=True)} — put am for the Paystack compliance form",
    )
    r.add(
        "tin_number",
        f"TIN: {digits(8, lead=True)}-0001",
        f"Tax ID for the salon {digits(8, lead=True)}-0001 (FIRS)",
        f"LIRS payer ID N-{digits(7)}",
        f"TIN {digits(8, lead=True)}-0001 — accountant need am for the annual returns",
    )
    r.add(
        "password_rotation_reminder",
        "Change GTB and Opay passwords every 3 months. Last change na March.",
        f"Reminder: change Instagram password after Bisi leave ({day()})",
        "Paystack dashboard password must change — Tunde see am, make I do am myself this week",
        "Moniepoint app say my password don expire, set new one tomorrow morning",
        "Abeg remind me to change the wifi password every month end, customers dey share am",
    )
    r.add(
        "secret_location_reference",
        "Opay PIN dey inside the small red notebook for the drawer, I no go write am here",
        "Gen house padlock code: ask Musa, or check the ìwé under the cash box",
        "All the passwords dey my Bitwarden, master password for my head only",
        "Paystack secret key dey only for the server .env, Tunde get access",
        "Instagram backup codes printed and kept inside the safe, not on phone",
    )
    r.add(
        "masked_card_number",
        f"GTB Mastercard 5399 83** **** {digits(4)}",
        f"Canva charged card ending {digits(4)}",
        f"Verve **** **** **** {digits(4)} expired, collect new one",
        f"Paystack payout failed to card 5061 **** **** {digits(3)} {digits(4)}",
    )
    r.add(
        "masked_secret_key",
        f"Paystack dashboard show: sk_live_••••••••••••••••{hexs(4)}",
        f"secret key ending ...{hexs(4)} na the one wey we revoke",
        f"FLWSECK-****************************{hexs(4)}-X (masked in the dashboard)",
        f"Live secret key: sk_live_{'*' * 36}{hexs(4)} — full one no dey here",
    )
    r.add(
        "instagram_post_link",
        f"Post wey go viral: instagram post code C{rnd(URLSAFE, 10)}",
        f"Reel id {digits(19, lead=True)} — the knotless braids transformation",
        f"Pin the post https://social.{SITE}/p/C{rnd(URLSAFE, 10)}/ for bio",
        f"IG business account id {digits(17, lead=True)}",
    )
    r.add(
        "wifi_network_settings",
        f"Wi-Fi name: CrownCurls_5G, channel 36, router MAC {':'.join(secrets.token_hex(1) for _ in range(6)).upper()}",
        "Customer wifi na separate network (CrownCurls-Guest), limit 2 Mbps",
        "Wifi password printed for the small card at reception, give customers that one",
        f"Spectranet MiFi serial {rnd(UPPER + DIGITS, 14)}, plan 50GB monthly",
        "Router IP 192.168.8.1, DHCP range .100 to .150",
    )
    r.add(
        "cctv_device_serial",
        f"DVR model DS-7104HGHI-F1, S/N {rnd(UPPER, 1)}{digits(8)}",
        f"Camera 3 (back door) serial {rnd(UPPER + DIGITS, 9)}",
        f"Hikvision device serial {digits(9)} — the installer need am for warranty",
        f"CCTV warranty card no {rnd(UPPER, 2)}{digits(8)}, expires {day()}",
    )
    r.add(
        "cctv_network_settings",
        "DVR IP 192.168.1.64, HTTP port 80, RTSP 554",
        "cctv app show 4 channels: front, dryer area, nail bar, back door",
        "Cameras record 7 days before e overwrite, 1TB hard disk",
        f"CCTV installer Bayo {phone()}, service every 6 months",
    )
    r.add(
        "env_var_reference",
        "PAYSTACK_SECRET_KEY=${{ secrets.PAYSTACK_SECRET_KEY }}",
        "In the code: process.env.PAYSTACK_SECRET_KEY — never paste the real key in the repo",
        "MAIL_PASSWORD=${MAIL_PASSWORD}  # set for hosting panel",
        "Vault path: secret/data/salon/paystack (Tunde manage am)",
        "DATABASE_URL=mysql://salon_app:${DB_PASSWORD}@db.crowncurls.internal:3306/bookings",
    )
    r.add(
        "webhook_url",
        f"Paystack webhook URL: https://book.{SITE}/api/paystack/webhook",
        f"Callback after payment → https://book.{SITE}/thank-you?ref={paystack_ref()}",
        "Flutterwave webhook dey https://book.crownandcurls.example/api/flw/hook, events: charge.completed",
        f"Whitelist Paystack IPs for webhook — Tunde handle am ({day()})",
    )
    r.add(
        "waybill_tracking_number",
        f"GIG waybill {digits(10, lead=True)} — the Brazilian hair from Abuja",
        f"DHL tracking {digits(10, lead=True)} for the dryer chairs",
        f"Jumia order no {digits(9, lead=True)}, expected Thursday",
        f"Kwik delivery id KW-{rnd(UPPER + DIGITS, 8)} to customer in Ajah",
        f"Tracking: {rnd(UPPER, 2)}{digits(9)}NG (NIPOST)",
    )
    r.add(
        "product_barcode",
        f"Relaxer barcode {digits(13, lead=True)} — order 2 cartons",
        f"X-pression braid colour 1B/30, barcode {digits(12, lead=True)}",
        f"SKU CC-WIG-{digits(4)} (13x4 frontal, 22 inches)",
        "Wella Koleston 7/43 and 6/77, restock both",
    )
    r.add(
        "invoice_number",
        f"Invoice INV-2025-{digits(4)} to Mrs Adeyemi (bridal party, 6 heads)",
        f"Supplier invoice no {digits(8, lead=True)} from Ireti Hair Supplies",
        f"Hosting renewal invoice #{digits(7, lead=True)}, ₦45,000",
        f"Receipt book serial {(n := secrets.randbelow(9000) + 1000)} to {n + 49} finished, buy new one",
    )
    r.add(
        "prepaid_meter_number",
        f"IKEDC prepaid meter no {digits(11, lead=True)}",
        f"Meter number (salon) {digits(13, lead=True)} — buy light every Monday",
        f"Landlord say the meter {digits(11, lead=True)} na for shop 4, no be our own",
        f"Electricity account no {digits(10, lead=True)}, Band A",
    )
    r.add(
        "otp_message_without_code",
        f"Opay send OTP to {masked_phone()}, e expire after 5 minutes",
        "GTB OTP no dey come, dem say check the hardened token instead",
        f"Paystack login code go to my email b****@{SITE}",
        "Instagram say dem send 6-digit code — na my personal line e go",
    )
    r.add(
        "git_commit_hash",
        f"Booking site deploy {hexs(40)} (fixed deposit amount bug)",
        f"Tunde say rollback to commit {hexs(7)} if the payment page break",
        f"Release v1.4 — {hexs(7)}, {hexs(7)}, {hexs(7)}",
        f"Docker image tag crowncurls-web:{hexs(12)}",
    )
    r.add(
        "booking_link_uuid",
        f"Manage booking page (customer must log in): https://book.{SITE}/booking/{uid()}",
        f"Staff schedule id {uid()}",
        f"Service id for 'Knotless braids (medium)': {uid()}",
        f"Calendar event {uid()} duplicated, delete one",
    )
    r.add(
        "support_ticket_number",
        f"Moniepoint support ticket #MP-{digits(7)} for the reversal",
        f"Paystack support case {digits(6)} — settlement delay",
        f"GTB complaint ref CMP{digits(10)}",
        f"Opay dispute id {rnd(UPPER + DIGITS, 12)}",
    )
    r.add(
        "pin_policy_settings",
        "Opay PIN na 4 digits, login password 6 digits; after 5 wrong tries dem lock am 24 hours",
        "Moniepoint POS: 3 wrong PIN and the terminal lock, call support to reset",
        "GTB transfer limit with PIN alone ₦100,000 daily, above that need token",
        "Instagram 2FA on with authentication app, 5 backup codes generated (dey in safe)",
    )
    r.add(
        "file_checksum",
        f"Moniepoint APK sha256 {hexs(64)}",
        f"Backup of bookings DB — md5 {hexs(32)}",
        f"sales_export_{day().replace('/', '-')}.csv sha1 {hexs(40)}",
        f"Website backup zip checksum {hexs(64)}",
    )
    r.add(
        "dstv_smartcard_number",
        f"DSTV smartcard (salon TV) {digits(10, lead=True)}, Compact plan",
        f"GOtv IUC number {digits(10, lead=True)}",
        f"Decoder serial {digits(12, lead=True)} — subscription expire {day()}",
        f"Showmax account id {digits(9, lead=True)} (for customers wey dey wait)",
    )
    r.add(
        "ussd_codes",
        "GTB balance *737*6*1#, Opay *955#, Moniepoint *5573#",
        "To check airtime *310#, data *323#",
        "*737*51*74# na to block GTB account if phone lost",
        "Opay USSD transfer *955*amount*account#, e go ask PIN after",
    )
    r.add(
        "hair_product_shade_codes",
        "Shade 1B, 2, 4, 27, 30, 99J, 613 — stock 3 packs each",
        "Frontal wig: 13x4, 180% density, 22\", colour 1B/27",
        "Dark & Lovely shade 378 and 394 finished",
        f"Crochet hair code CH-{digits(3)}-{rnd(UPPER, 2)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout318.py", [
        ("heldout318_credentials.yaml", credentials(), "Held-out batch 318: credentials a Lagos salon owner keeps (POS and bank PINs, app passwords, Paystack keys, Instagram codes, Wi-Fi, padlock)"),
        ("heldout318_lookalikes.yaml", lookalikes(), "Held-out batch 318: a Lagos salon owner's look-alikes (NUBANs, masked BVN/NIN, transaction refs, terminal ids, public keys, booking ids)"),
    ])


if __name__ == "__main__":
    main()
