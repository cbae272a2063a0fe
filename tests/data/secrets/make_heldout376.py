# ruff: noqa: E501
"""Writes heldout376_credentials.yaml and heldout376_lookalikes.yaml: held-out batch 376.

Persona: a freelance wedding photographer in Cape Town (studio in Woodstock) who writes her
notes in South African English with a fair bit of Afrikaans. She keeps her Pixieset,
Adobe ID (Lightroom), Google Workspace and app passwords, backup codes and 2FA setup keys,
FNB online banking and app PINs, Capitec app PINs, card PINs and a card number with its CVV,
Yoco logins and the Yoco secret key of her print shop, SACAA drone portal and DJI logins,
the studio alarm and gate codes, the studio Wi-Fi and router, Takealot, the Dropbox she
shares with her second shooter, Instagram, SARS eFiling, a SIM PUK, a gear-safe
combination, her website's WordPress and FTP logins and client gallery passwords and
download PINs; and many look-alikes: gallery links, booking and invoice numbers, bank
details she gives clients for EFTs, masked cards, Yoco receipts and its public key, order
and waybill numbers, drone registration marks, camera serials, versions, expired OTPs,
pointers to where a password lives, SSIDs, phone, VAT and meter numbers, file names,
checksums, amounts, coordinates and email-template placeholders.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module (through make_heldout's helpers)
in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`.
Nothing here is real.
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
    iban,
    luhn,
    mac,
    mailchimp_key,
    phrase,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    totp_seed,
    uid,
    write_corpora,
)

AFR = [
    "fynbos", "protea", "tafelberg", "lekker", "blouberg", "suikerbos", "koffie", "bokkie",
    "strand", "vetkoek", "rooibos", "kaapstad", "dassie", "pikkewyn", "sonsak", "bruilof",
    "wingerd", "melktert", "koeksister", "seekoei", "malva", "lens", "sluiter", "kamera",
    "bergwind", "muizenberg", "kalkbaai", "bokmakierie", "hadeda", "springbok",
]
WEAK = ("0000", "1111", "2580", "1212", "00000", "12345")


def cap(word: str) -> str:
    return word[:1].upper() + word[1:]


def sa_pw() -> str:
    """A password she chose or her phone suggested."""
    return pick(
        f"{cap(secrets.choice(AFR))}{cap(secrets.choice(AFR))}{digits(pick(2, 3, 4))}{pick('!', '#', '@', '$', '*')}",
        f"{cap(secrets.choice(AFR))}@{digits(4)}{rnd(LOWER, 2)}",
        rnd(ALNUM + "!@#$%&*", pick(12, 14, 16)),
        f"{rnd(LOWER + DIGITS, 6)}-{rnd(LOWER + DIGITS, 6)}-{rnd(ALNUM, 6)}",
        pw(),
    )


def wifi_key() -> str:
    return pick(
        phrase(AFR, 3, pick("-", "_", "")) + digits(pick(2, 3, 4)),
        rnd(ALNUM, pick(16, 20)),
        f"{cap(secrets.choice(AFR))}{digits(4)}{cap(secrets.choice(AFR))}!",
    )


def gallery_pw(name: str) -> str:
    return pick(
        f"{name}{digits(4)}",
        rnd(LOWER + DIGITS, 8),
        f"{cap(name)}-{secrets.choice(AFR)}{digits(2)}",
        f"{secrets.choice(AFR)}{digits(3)}{name[:3]}",
    )


def card() -> str:
    return groups(luhn(pick("4", "5", "4")), 4)


def cvv() -> str:
    return digits(3)


def backup_codes(n: int = 10) -> str:
    """Google's backup codes: eight digits each, shown as two groups of four."""
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def yoco_secret() -> str:
    return f"sk_live_{hexs(8)}{rnd(ALNUM, 20)}"


def yoco_public() -> str:
    return f"pk_live_{hexs(8)}{rnd(ALNUM, 12)}"


def puk() -> str:
    return digits(8)


def dial() -> str:
    return f"{secrets.randbelow(100):02d}"


def fnb_acc() -> str:
    return "62" + digits(9)


def capitec_acc() -> str:
    return "1" + digits(9)


def cell() -> str:
    return f"0{pick('82', '83', '72', '71', '61', '60', '84', '79')} {digits(3)} {digits(4)}"


def intl_cell() -> str:
    return f"+27 {pick('82', '83', '72', '71', '61', '84')} {digits(3)} {digits(4)}"


def sha256() -> str:
    return hexs(64)


def meet() -> str:
    return f"{rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)}"


def amount(lo: int, hi: int) -> str:
    n = lo + secrets.randbelow(hi - lo)
    return f"R{n // 1000} {n % 1000 // 100}00" if n >= 1000 else f"R{n}"


def coord() -> str:
    return f"-33.{digits(5)}, 18.{digits(5)}"


def date() -> str:
    return f"{secrets.randbelow(28) + 1:02d}/{secrets.randbelow(12) + 1:02d}/{pick('2025', '2026')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "pixieset_account_password",
        f"Pixieset login: hello@marike-photo.example / {sa_pw()}",
        f"pixieset pw changed after that dodgy phishing mail, new one {sa_pw()}",
        f"Pixieset\n{sa_pw()}\n(studio + store + the mobile gallery app all use the same login)",
        f"ww vir Pixieset is {sa_pw()} — moenie weer vergeet nie!!",
        f"| site | user | pass |\n|---|---|---|\n| Pixieset | hello@marike-photo.example | {sa_pw()} |\n| Takealot | same email | (saved on phone) |",
    )

    r.add(
        "client_gallery_password",
        f"Jaco & Anri gallery (Babylonstoren, 14 Dec) — password {gallery_pw('jacoanri')}",
        f"Sipho + Lerato gallery pw: {gallery_pw('lerato')}  send with the sneak peeks on Monday",
        f"gallery wagwoord vir die Van der Merwe troue: {gallery_pw('vdmerwe')}",
        f"Aisha & Yusuf's collection is locked, client password\n{gallery_pw('aisha')}",
        f"email draft to Pieter & Chanté: \"Hi guys!! Your gallery is live 🎉 password is {gallery_pw('chante')} — enjoy and shout if anything's off x\"",
        f"Kalk Bay family shoot (the Naidoos) → gallery pass {gallery_pw('naidoo')}, they've asked me to resend it twice already eish",
    )

    r.add(
        "gallery_download_pin",
        f"download PIN for the Franschhoek elopement gallery: {pin(4, WEAK)}",
        f"Pixieset dl pin {pin(4, WEAK)} (only give to the bride, NOT the whole family whatsapp grp)",
        f"Naidoo gallery -> download pin is {pin(4, WEAK)}",
        f"Jaco&Anri\ngallery pw is in the delivery email\ndownload PIN {pin(4, WEAK)}",
        f"aflaai-PIN vir Sipho en Lerato se galery {pin(4, WEAK)}",
    )

    r.add(
        "adobe_id_password",
        f"Adobe ID (Lightroom + Photoshop plan) marike@marike-photo.example: {sa_pw()}",
        f"lightroom cloud login pw {sa_pw()}",
        f"Adobe\nuser: studio@marike-photo.example\npass: {sa_pw()}\nplan renews 3 March, R219 pm",
        f"reset the Adobe pw AGAIN ag man. nuwe een: {sa_pw()}",
        f"Creative Cloud on the studio iMac is signed in as me — password {sa_pw()} if it logs out mid-edit",
    )

    r.add(
        "google_workspace_password",
        f"Google Workspace (hello@marike-photo.example) password: {sa_pw()}",
        f"workspace admin console login marike@marike-photo.example {sa_pw()}",
        f"Gmail (work) ww {sa_pw()}",
        f"made Thandi an account for the 2nd shooter stuff: thandi@marike-photo.example temp password {sa_pw()} (she must change on first login)",
        f"google acc\n  - email: bookings@marike-photo.example\n  - password: {sa_pw()}\n  - 2fa: my phone",
    )

    r.add(
        "google_app_password",
        f"app password for Mail on the studio iMac: {app_password()}",
        f"Thunderbird app pw {app_password()}",
        f"website contact form SMTP: smtp.gmail.com port 587, user hello@marike-photo.example, app password {app_password().replace(' ', '')}",
        f"Google app-wagwoord vir die drukker se scan-to-email: {app_password()}",
        f"iPhone mail kept failing so made a new app password →\n{app_password()}",
    )

    r.add(
        "google_backup_codes",
        "Google backup codes (hello@ account)\n" + backup_codes(),
        "BACKUP VERIFICATION CODES — marike@marike-photo.example\n" + backup_codes() + "\nKeep these somewhere safe. Each code can be used once.",
        "google rugsteunkodes (net een keer elk):\n" + backup_codes(),
        "backup codes for the bookings@ Workspace user, printed copy in the safe too\n" + backup_codes(),
        f"g backup codes {' / '.join(f'{digits(4)} {digits(4)}' for _ in range(8))}",
    )

    r.add(
        "authenticator_totp_seed",
        f"Adobe 2FA setup key (in case the phone dies again): {groups(totp_seed(32), 4)}",
        f"authenticator secret for Pixieset 2fa {totp_seed(16)}",
        f"otpauth://totp/Dropbox:hello%40marike-photo.example?secret={totp_seed(32)}&issuer=Dropbox",
        f"Google Authenticator setup key vir Luno: {groups(totp_seed(32).lower(), 4)} — skryf ook op papier",
    )

    r.add(
        "fnb_online_banking_password",
        f"FNB online banking\nusername: MarikeDP\npassword: {sa_pw()}",
        f"fnb pw {sa_pw()} (business acc, not the cheque one)",
        f"FNB wagwoord verander 2 Jan: {sa_pw()}",
        f"banking login for FNB: marike_photo / {sa_pw()}",
        f"FNB online — Username MarikeStudio   Pass {sa_pw()}   (the app uses a PIN instead)",
    )

    r.add(
        "fnb_app_pin",
        f"FNB app pin {pin(5, WEAK)}",
        f"FNB App PIN changed to {pin(5, WEAK)} after the phone got nicked at the Waterfront",
        f"fnb app: {pin(5, WEAK)}",
        f"PIN vir die FNB app op die nuwe foon = {pin(5, WEAK)}",
    )

    r.add(
        "capitec_app_pin",
        f"Capitec app pin: {pin(5, WEAK)}",
        f"capitec remote pin {pin(5, WEAK)} (savings — the tax pot)",
        f"Capitec\n{pin(5, WEAK)}\n(app login)",
        f"Capitec Business app login PIN {pin(5, WEAK)}, transacting still needs the approve-it on the phone",
        f"my capitec app PIN is now {pin(5, WEAK)}, not my birthday anymore lol",
    )

    r.add(
        "bank_card_pin",
        f"card pin (FNB business debit) {pin(4, WEAK)}",
        f"Capitec card PIN - {pin(4, WEAK)}",
        f"new card came today, pin {pin(4, WEAK)}, shred the slip!",
        f"Ma se kaart PIN as ek weer vir haar moet gaan shop: {pin(4, WEAK)}",
    )

    r.add(
        "card_number_with_cvv",
        f"FNB business card for the Adobe + Pixieset subs: {card()} exp {card_expiry()} cvv {cvv()}",
        f"Capitec virtual card (online only)\n{card()}\n{card_expiry()}\n{cvv()}",
        f"card for Takealot checkout {card()} {card_expiry()} CVV {cvv()}",
        f"kaartnommer {card()} verval {card_expiry()} cvv {cvv()} — vir die drone-versekering debiet",
        f"Thandi needs to book the Airbnb for the Knysna wedding on my card: {card()}, exp {card_expiry()}, back 3 digits {cvv()}",
    )

    r.add(
        "yoco_login_password",
        f"Yoco business portal login hello@marike-photo.example / {sa_pw()}",
        f"yoco app pw {sa_pw()}",
        f"Yoco (card machine) — password {sa_pw()}; the machine itself just pairs over bluetooth",
        f"Yoco wagwoord: {sa_pw()}",
    )

    r.add(
        "yoco_api_secret_key",
        f"Yoco secret key for the WooCommerce print shop: {yoco_secret()}",
        f"YOCO_SECRET_KEY={yoco_secret()}",
        f"Yoco online payments\npublic one is on the site already\nsecret: {yoco_secret()}",
        f"the web guy (Riaan) asked for the Yoco live secret key → {yoco_secret()}",
    )

    r.add(
        "sacaa_drone_portal_password",
        f"SACAA eServices login (drone RPL + registration): {sa_pw()}",
        f"CAA portal pw {sa_pw()}",
        f"RPAS registration portal\nuser: MDUPLESSIS\npass {sa_pw()}",
        f"SACAA wagwoord {sa_pw()} (RPL renewal due Aug)",
    )

    r.add(
        "dji_account_password",
        f"DJI account (Mavic 3 + Fly app) {sa_pw()}",
        f"dji pw: {sa_pw()}",
        f"DJI Care Refresh login - marike@marike-photo.example - {sa_pw()}",
        f"login for the DJI fly app on the ipad = {sa_pw()}",
    )

    r.add(
        "studio_alarm_code",
        f"Studio alarm code {pin(4, WEAK)}. ADT control room phones if it goes off, password word is on their side",
        f"alarm kode vir die studio: {pin(4, WEAK)}",
        f"Woodstock studio\nalarm {pin(4, WEAK)}\nzone 3 (back door) is faulty, bypass it first",
        f"For Thandi: alarm code is {pin(4, WEAK)}# then wait for the long beep before you open",
        f"disarm studio: {pin(4, WEAK)} + OFF",
    )

    r.add(
        "gate_keypad_code",
        f"gate code at the studio complex {pin(4, WEAK)}#",
        f"hek kode {pin(5, WEAK)}",
        f"Pedestrian gate keypad: *{pin(4, WEAK)}",
        f"Client directions: Albert Rd, 2nd gate on the left, the gate code is {pin(4, WEAK)} — press the bell first if it doesn't open",
        f"gate motor remote re-learned by the Centurion guy; new keypad code {pin(6, WEAK)}",
    )

    r.add(
        "studio_wifi_key",
        f"Studio WiFi: MarikeStudio_5G / {wifi_key()}",
        f"wifi pw {wifi_key()}",
        f"Wi-Fi (tethering station)\nSSID: DP-Studio\nWPA2: {wifi_key()}",
        f"WiFi vir kliënte in die studio: {wifi_key()}",
        f"new wifi password after the Vumatel guy came: {wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"router admin (192.168.1.1) admin / {sa_pw()}",
        f"fibre router login: user admin pw {rnd(ALNUM, 12)}",
        f"Huawei router admin pw {sa_pw()}",
        f"TP-Link Deco app login (hello@marike-photo.example) {sa_pw()}",
    )

    r.add(
        "takealot_password",
        f"takealot {sa_pw()}",
        f"Takealot login: marike@marike-photo.example / {sa_pw()}",
        f"Takealot ww {sa_pw()} (ordered the V-flats there)",
        f"takealot pw → {sa_pw()}  # changed after that data leak thing",
        f"- Takealot: {sa_pw()}\n- Makro: same as Takealot ish\n- Loot: never use it",
    )

    r.add(
        "dropbox_password",
        f"Dropbox (shared with Thandi) login {sa_pw()}",
        f"dropbox pw: {sa_pw()}",
        f"DROPBOX\nhello@marike-photo.example\n{sa_pw()}",
        f"Thandi asked for the dropbox password again, it's {sa_pw()}",
        f"Dropbox Plus wagwoord {sa_pw()} — 2TB, renew in June",
    )

    r.add(
        "dropbox_link_password",
        f"Dropbox link for Thandi's RAW uploads (Babylonstoren): link password {sa_pw()}",
        f"shared folder 'Lerato wedding 2nd shooter' → link pw {gallery_pw('thandi')}",
        f"password on the dropbox link to the print lab: {rnd(LOWER + DIGITS, 10)}",
        f"dropbox skakel wagwoord vir die video ou: {gallery_pw('video')}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (for the Pixieset → newsletter zap): {mailchimp_key()}",
        f"mailchimp key {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"Riaan needs the Mailchimp key for the website signup form:\n{mailchimp_key()}",
    )

    r.add(
        "instagram_password",
        f"IG @marike.captures pw {sa_pw()}",
        f"insta login: marike.captures / {sa_pw()}",
        f"Instagram wagwoord (besigheid) {sa_pw()}",
        f"Instagram\n{sa_pw()}\n(Meta business suite uses the FB login, not this)",
        f"gave the social media girl the insta password: {sa_pw()} — change it when her contract ends!",
    )

    r.add(
        "crypto_seed_phrase",
        f"Luno is fine but the Ledger recovery phrase:\n{seed_phrase(24)}",
        f"hardware wallet seed (12 woorde): {seed_phrase(12)}",
        "btc wallet backup words\n" + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(12).split())),
        f"Trust Wallet secret phrase {seed_phrase(12)} — NEVER type this into a website",
    )

    r.add(
        "gear_safe_combination",
        f"camera safe combo R {dial()} – L {dial()} – R {dial()}",
        f"kluis kombinasie: {dial()}-{dial()}-{dial()}",
        f"gear safe (the Yale in the storeroom) code {pin(6, WEAK)} then the key",
        f"Safe code {pin(6, WEAK)}#",
        f"lens safe\n{dial()} {dial()} {dial()}\nturn left first",
    )

    r.add(
        "sars_efiling_password",
        f"SARS eFiling login MarikeDP {sa_pw()}",
        f"efiling pw {sa_pw()} (provisional tax due end Aug!!)",
        f"SARS eFiling\nlogin name: marikedp_photo\npassword: {sa_pw()}",
        f"eFiling wagwoord verander na {sa_pw()}",
        f"for the bookkeeper (Annelie): eFiling username MarikeDP, password {sa_pw()} — she'll do the ITR12",
    )

    r.add(
        "sim_puk_code",
        f"PUK for the work SIM (Vodacom) {puk()}",
        f"MTN sim puk: {puk()}",
        f"puk kode {puk()} — foon het gesluit na 3 verkeerde PINs",
        f"SIM card (backup phone)\nPUK {puk()}",
        f"work number {cell()} → PUK {puk()}",
    )

    r.add(
        "wordpress_admin_password",
        f"wp-admin for marike-photo.example: marike / {sa_pw()}",
        f"website login (WordPress) {sa_pw()}",
        f"WP admin\nuser: mdp_admin\npw: {sa_pw()}\n(Riaan has his own user)",
        f"blog wagwoord {sa_pw()}",
        f"https://marike-photo.example/wp-login.php  admin  {sa_pw()}",
    )

    r.add(
        "hosting_ftp_password",
        f"FTP: ftp.marike-photo.example user marikeph password {sa_pw()}",
        f"cPanel login (hosting) {sa_pw()}",
        f"sftp -P 2222 marikeph@host.marike-photo.example  pw {rnd(ALNUM, 16)}",
        f"FileZilla site: host ftp.marike-photo.example, user marikeph, pass {sa_pw()}",
        f"hosting ww {sa_pw()} — ftp and control panel are the same",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "gallery_share_url",
        f"Jaco & Anri gallery link: https://gallery.marike-photo.example/jacoanri-{rnd(LOWER + DIGITS, 6)}/",
        f"sneak peeks for Lerato: https://gallery.marike-photo.example/sipho-lerato/sneak-{digits(4)}",
        f"galery skakel vir die Naidoos https://gallery.marike-photo.example/c/{uid()}",
        f"print store link (public) https://gallery.marike-photo.example/store/{rnd(LOWER + DIGITS, 10)}",
        f"Aisha & Yusuf slideshow → https://gallery.marike-photo.example/slideshow/{rnd(LOWER + DIGITS, 12)} (no password on the slideshow, that's fine)",
    )

    r.add(
        "booking_reference",
        f"Booking ref MDP-2026-{digits(3)} (Babylonstoren, 14 Dec)",
        f"FlySafair to George for the Knysna wedding, booking ref {rnd(UPPER + DIGITS, 6)}",
        f"Airbnb conf code HM{rnd(UPPER + DIGITS, 8)} — check in 15:00",
        f"car hire (Avis) reservation no {digits(10, lead=True)}",
        f"venue boeking nommer {digits(6, lead=True)} vir die styled shoot",
    )

    r.add(
        "invoice_number",
        f"INV-{digits(4, lead=True)} sent to Pieter & Chanté, R{digits(2, lead=True)} 500 balance",
        f"invoice 2026-0{digits(2)} paid ✔",
        f"faktuur nr {digits(5, lead=True)} — Thandi se 2nd shooter fooi",
        f"Quote Q-{digits(4, lead=True)} / Invoice INV-{digits(4, lead=True)} for the matric dance shoot",
        f"Adobe tax invoice {rnd(UPPER + DIGITS, 10)} for the accountant",
    )

    r.add(
        "bank_account_for_eft",
        f"Banking details for deposits:\nFNB Business\nM du Plessis Photography\nAcc no {fnb_acc()}\nBranch 250655\nRef: your surname + wedding date",
        f"Capitec savings acc {capitec_acc()} (for my own transfers)",
        f"pay Thandi into her Capitec {capitec_acc()}, branch 470010",
        f"overseas couples pay via Wise: {iban('GB', 'TRWI231470' + digits(8))}",
        f"rekening nommer vir die bruid se pa: FNB {fnb_acc()}",
    )

    r.add(
        "branch_and_swift_code",
        "FNB universal branch code 250655, SWIFT FIRNZAJJ",
        "Capitec branch 470010 / BIC CABLZAJJ",
        "Wise GBP: sort code 23-14-70, BIC TRWIGB2L",
        "Nedbank 198765 and Standard Bank 051001 for the two suppliers",
    )

    r.add(
        "masked_card",
        f"Adobe renewal charged to card ending {digits(4)}",
        f"•••• •••• •••• {digits(4)} expired, update in Pixieset billing",
        f"takealot says: Visa **** {digits(4)}",
        f"FNB kaart wat eindig op {digits(4)} — die ou een is gekanselleer",
        f"Yoco slip: MASTERCARD XXXX XXXX XXXX {digits(4)} APPROVED",
    )

    r.add(
        "yoco_receipt_reference",
        f"Yoco receipt #{digits(6, lead=True)} — mini shoot deposit R950",
        f"Yoco txn ref {rnd(UPPER + DIGITS, 10)} for the print order",
        f"card machine serial (Yoco Khumo) {rnd(UPPER + DIGITS, 12)}",
        f"Yoco payout ref {digits(10, lead=True)} landed in FNB on Tuesday",
        f"refund ref {rnd(UPPER + DIGITS, 8)} from Yoco to the Naidoos",
    )

    r.add(
        "yoco_public_key",
        f"Yoco public key on the checkout page (fine to be public): {yoco_public()}",
        f"YOCO_PUBLIC_KEY={yoco_public()}",
        f"woocommerce > yoco > public key {yoco_public()} (secret is separate, Riaan has it)",
        f"<script>yoco.inline({{ publicKey: '{yoco_public()}' }})</script>",
    )

    r.add(
        "takealot_order_number",
        f"Takealot order {digits(9, lead=True)} — Godox AD200 batteries",
        f"takealot bestelling {digits(9, lead=True)} nog nie hier nie",
        f"order #{digits(9, lead=True)} (backdrop stand) returned, RMA {digits(7, lead=True)}",
        f"Takealot\norder {digits(9, lead=True)}\ncollect at Pick-up Point Montague Gardens",
        f"returns ref for the broken softbox: {digits(9, lead=True)}",
    )

    r.add(
        "courier_waybill",
        f"album from the lab, Courier Guy waybill {rnd(UPPER + DIGITS, 10)}",
        f"SAPO registered mail {s10('RR', 'ZA')} (USB box to the UK couple)",
        f"Aramex tracking {digits(11, lead=True)}",
        f"DHL waybill {digits(10, lead=True)} — canvas prints to Joburg",
        f"Pargo pickup code already used, parcel ref {rnd(UPPER + DIGITS, 9)}",
    )

    r.add(
        "drone_registration_mark",
        f"Mavic 3 registration mark ZT-R{rnd(UPPER, 3)}",
        f"RPL number CAA/RPL/{digits(5, lead=True)} — keep licence on me at shoots",
        f"drone reg sticker: ZT-R{rnd(UPPER, 3)} / aircraft serial 1581F{rnd(UPPER + DIGITS, 11)}",
        f"SACAA RPAS letter of approval ref RLA/{digits(4, lead=True)}/{pick('2025', '2026')}",
        f"Remote ID of the Mini 4 Pro: 1581F{rnd(UPPER + DIGITS, 11)}",
    )

    r.add(
        "camera_serial",
        f"R5 body serial {digits(12, lead=True)} (insurance list)",
        f"RF 28-70 f/2 lens s/n {digits(10, lead=True)}",
        f"Sony A7 IV serial {digits(7, lead=True)} — Thandi's backup body",
        f"Godox V1 flash SN {rnd(UPPER + DIGITS, 12)}",
        f"reeksnommer van die 50mm: {digits(10, lead=True)}",
    )

    r.add(
        "software_version",
        f"Lightroom Classic {pick('13', '14')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} broke the presets AGAIN",
        f"R5 firmware 1.{secrets.randbelow(10)}.{secrets.randbelow(3)} installed",
        f"Mavic firmware v01.01.{digits(4)}",
        f"macOS 14.{secrets.randbelow(8)}.{secrets.randbelow(3)} (build 23G{digits(2, lead=True)}) on the iMac",
        f"Pixieset iOS app v{secrets.randbelow(9) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(10)}",
    )

    r.add(
        "adobe_member_id",
        f"Adobe member id {rnd(HEX.upper()[:16], 24)}@AdobeID (support asked for it)",
        f"Adobe order number {digits(10, lead=True)} — Photography plan 20GB",
        f"adobe support case {digits(8, lead=True)}, still waiting",
        f"Creative Cloud team? no, individual. subscription id {rnd(UPPER + DIGITS, 16)}",
    )

    r.add(
        "expired_otp",
        f"FNB OTP {digits(6)} for the Adobe payment — expired before I could type it, had to redo",
        f"Google code G-{digits(6)} (used, logged in fine)",
        f"takealot verification code {digits(6)} already used",
        f"Capitec OTP {digits(6)} het verval, nuwe een gevra",
        f"the SMS said {digits(4)} is your Pixieset code, valid 10 min — that was yesterday",
    )

    r.add(
        "password_pointer",
        "Studio alarm code: ask Thandi, she has it — not writing it down here",
        "wagwoord vir FNB is in Bitwarden onder 'Bank – besigheid'",
        "WiFi password is on the sticker under the router",
        "Gallery passwords: Pixieset auto-generates them, see Collection → Settings → Privacy",
        "website .env on the server: YOCO_SECRET_KEY=${YOCO_SECRET_KEY} — Riaan keeps the real one in his vault",
    )

    r.add(
        "wifi_ssid_and_mac",
        f"SSID MarikeStudio_5G, router MAC {mac(upper=True)}",
        "guest network DP-Klante is open (no password), 2 hours then it kicks you",
        f"Deco node serial {rnd(UPPER + DIGITS, 13)} in the shooting bay",
        f"laptop wifi MAC {mac('-', upper=True)} for the MAC filter",
    )

    r.add(
        "phone_number",
        f"Thandi (2nd shooter) {cell()}",
        f"Babylonstoren events coordinator {intl_cell()}",
        f"oom Gert (hek/gate motor man) {cell()}",
        f"ADT control room 086 {digits(3)} {digits(4)}",
        f"florist for the Constantia wedding: {cell()} / WhatsApp only",
    )

    r.add(
        "vat_and_cipc_number",
        f"VAT no 4{digits(9)} (on invoices now)",
        f"CIPC reg {pick('2019', '2020', '2021')}/{digits(6)}/07 — M du Plessis Photography (Pty) Ltd",
        f"SARS income tax ref {pick('0', '1', '2', '3')}{digits(9)}",
        f"belastingnommer vir die faktuur: {pick('0', '1', '2')}{digits(9)}",
        f"BEE affidavit + CIPC {pick('2022', '2023')}/{digits(6)}/07 sent to the corporate client",
    )

    r.add(
        "dropbox_file_path",
        "/Weddings/2026/Jaco-Anri/RAW/Thandi 2nd shooter",
        f"dropbox file id id:{rnd(URLSAFE, 22)} (the ceremony folder Thandi couldn't find)",
        f"Dropbox says rev {hexs(9)} of the timeline PDF is the latest",
        "upload to /Dropbox/Studio/Prints-to-Lab/2026-03 before Friday",
    )

    r.add(
        "meeting_link_code",
        f"consult with Aisha & Yusuf: meet.google.com/{meet()} Thu 19:00",
        f"Zoom ID {digits(3, lead=True)} {digits(4)} {digits(4)} — waiting room on, no passcode",
        f"Google Meet code {meet()} for the vendor walk-through",
        f"teams meeting id {digits(3, lead=True)} {digits(3)} {digits(3)} {digits(3)} with the corporate client",
    )

    r.add(
        "raw_file_name",
        f"fave of the day: IMG_{digits(4)}.CR3",
        f"first kiss frames DSC0{digits(4)}.ARW to DSC0{digits(4)}.ARW (Thandi's cam)",
        f"drone shot DJI_0{digits(3)}.DNG for the album cover",
        f"export naming: JacoAnri_{digits(4)}_MDP.jpg",
    )

    r.add(
        "backup_checksum",
        f"sha256 of the Lerato catalog zip: {sha256()}",
        f"card dump verified, xxHash64 {hexs(16)}",
        f"md5 {hexs(32)}  Babylonstoren_RAW_partA.zip",
        f"SHA1 {hexs(40)} matches on both drives ✔",
        f"checksum van die NAS backup: {sha256()}",
    )

    r.add(
        "client_form_link",
        f"questionnaire for couples: https://forms.marike-photo.example/d/e/1FAIpQL{rnd(URLSAFE, 49)}/viewform",
        f"contract to sign: https://studio.marike-photo.example/contract/{uid()}",
        f"Calendly-ish booking page https://book.marike-photo.example/consult/{rnd(LOWER + DIGITS, 8)}",
        f"timeline template (view only) https://docs.marike-photo.example/document/d/{rnd(URLSAFE, 44)}/view",
    )

    r.add(
        "quote_amount_and_date",
        f"Full day {amount(15000, 25000)}, 2nd shooter +{amount(2500, 4500)}, deposit 30% due {date()}",
        f"Elopement package {amount(6000, 12000)} incl. drone",
        f"kwotasie vir Pieter & Chanté: {amount(18000, 30000)}, balans teen {date()}",
        f"Thandi's rate {amount(2500, 4000)} per wedding + {amount(150, 400)} petrol",
        f"wedding {date()} 14:30 ceremony, golden hour ~19:10",
    )

    r.add(
        "eft_payment_reference",
        f"proof of payment ref {digits(12, lead=True)} from the bride's dad",
        f"EFT ref: MDP{digits(4)} NAIDOO",
        f"PayShap ref {rnd(UPPER + DIGITS, 12)} — R500 booking fee",
        f"Capitec immediate payment ref {digits(10, lead=True)}",
        f"FNB betaling verwysing {rnd(UPPER + DIGITS, 10)} vir die drukker",
    )

    r.add(
        "municipal_meter_number",
        f"City of Cape Town account no {digits(10, lead=True)} (studio rates)",
        f"prepaid meter no {digits(11, lead=True)}",
        f"water meter reading {digits(5)} kl on {date()}",
        f"kragmeter nommer vir die studio: {digits(11, lead=True)}",
    )

    r.add(
        "redeemed_voucher",
        f"Takealot gift voucher {rnd(UPPER + DIGITS, 12)} — redeemed on the flash order",
        f"electricity token {groups(digits(20), 4, '-')} loaded already ✔",
        f"airtime voucher {digits(16)} loaded, done",
        f"Yuppiechef voucher {rnd(UPPER + DIGITS, 10)} (wedding gift from a client) used",
    )

    r.add(
        "venue_coordinates",
        f"Babylonstoren ceremony spot {coord()}",
        f"secret-ish sunset spot on Chapman's Peak: {coord()}",
        f"GPS vir die plaas troue: {coord()}",
        f"drone no-fly check at {coord()} — outside the CTR, fine",
    )

    r.add(
        "insurance_policy_number",
        f"gear insurance policy {rnd(UPPER, 2)}{digits(8, lead=True)}",
        f"claim no {digits(9, lead=True)} for the dropped 70-200",
        f"PI / public liability cover, policy {digits(10, lead=True)}",
        f"drone cover sertifikaat {rnd(UPPER, 3)}-{digits(6, lead=True)}",
    )

    r.add(
        "website_tracking_id",
        f"Google Analytics G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta pixel id {digits(16, lead=True)}",
        f"GTM-{rnd(UPPER + DIGITS, 7)} is on the site header",
        f"Pinterest tag 26{digits(11)}",
    )

    r.add(
        "vehicle_registration",
        f"my car: CA {digits(3, lead=True)}-{digits(3)}",
        f"Thandi's Polo CY {digits(5, lead=True)} — add to the venue parking list",
        f"licence disc renewal: CF {digits(3, lead=True)}-{digits(3)}, due {date()}",
        f"VIN {rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 17)} (for the insurance form)",
    )

    r.add(
        "email_template_placeholder",
        "Hi {{client_first_name}}! Your gallery is ready: {{gallery_url}} Password: {{gallery_password}}",
        "Template 'Gallery delivery' — Download PIN: [DOWNLOAD_PIN] (Pixieset fills it in)",
        "newsletter: Hey *|FNAME|*, your mini-session code is *|PROMO_CODE|* (merge tag)",
        "Questionnaire reply: 'Gate code for the venue: %GATE_CODE%' — ask venue before sending",
    )

    return r


def main() -> None:
    write_corpora("make_heldout376.py", [
        ("heldout376_credentials.yaml", credentials(), "Held-out batch 376: credentials a Cape Town wedding photographer keeps (Pixieset, Adobe, Google, FNB, Capitec, Yoco, SACAA, DJI, alarm and gate codes, Wi-Fi, Dropbox and more)"),
        ("heldout376_lookalikes.yaml", lookalikes(), "Held-out batch 376: a wedding photographer's references, order and waybill numbers, bank details, masked cards, public keys, serials, expired codes and pointers that hold no secret"),
    ])


if __name__ == "__main__":
    main()
