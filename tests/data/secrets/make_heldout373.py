# ruff: noqa: E501
"""Writes heldout373_credentials.yaml and heldout373_lookalikes.yaml: held-out batch 373.

Persona: a staff nurse at a private hospital in Manila who writes her notes and chats in
Taglish (Tagalog mixed with English, texting shorthand, typos and all). She keeps the
hospital's HIS and EMR logins, the Pyxis medication cabinet PIN, the staff locker
combination and the med room door code, the hospital VPN password, GCash and Maya MPINs,
BDO and BPI online banking passwords, her ATM PIN and card details, the PhilHealth, SSS and
Pag-IBIG portal passwords, Shopee and Lazada logins, the boarding house gate code and Wi-Fi
key, Gmail and iCloud passwords, a Google app password, backup codes, an authenticator setup
key, a SIM PUK, the family Netflix password shared in the group chat, a Ronin wallet seed
phrase, her Mobile Legends login, her Pearson VUE (NCLEX) password and the token of a
shift-swap Telegram bot; and many look-alikes: PhilHealth, SSS, TIN, Pag-IBIG and PRC
numbers, GCash and Maya reference numbers, Shopee and Lazada order numbers, parcel tracking
numbers, masked accounts and cards, used or expired OTPs, mobile numbers, ward extensions,
case and specimen numbers, utility account numbers, receipts, booking references, IMEIs and
serials, app versions, vaccine lot numbers, remittance IBANs, deposit account numbers,
checksums, meeting links, medication schedules, vital signs and references to where a
password is kept rather than the password.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    pick,
    pin,
    pw,
    rnd,
    s10,
    seed_phrase,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

PINOY = [
    "Sampaguita", "Kalamansi", "Bayanihan", "Mabuhay", "Adobo", "Sinigang", "Halohalo",
    "Bahaghari", "Tala", "Dalisay", "Pandesal", "Jeepney", "Tinikling", "Narra", "Bituin",
    "Mangga", "Tagaytay", "Bulaklak", "Ulan", "Kilig",
]
WEAK = ("0000", "1111", "1234", "123456", "000000", "111111")


def ph_pw() -> str:
    """A password a Manila nurse would set herself, or one a manager generated."""
    word, other = secrets.choice(PINOY), secrets.choice(PINOY)
    return pick(
        f"{word}{digits(pick(2, 4))}{pick('!', '@', '#', '*', '$')}",
        f"{word.lower()}_{other}{digits(2)}",
        f"{word}@{other}{digits(3)}",
        f"{rnd(ALNUM + '@#!', 12)}",
        pw(),
    )


def mpin(n: int = 4) -> str:
    return pin(n, WEAK)


def combo() -> str:
    """A dial padlock's combination: three numbers from 0 to 39."""
    return "-".join(f"{secrets.randbelow(40):02d}" for _ in range(3))


def puk() -> str:
    return digits(8, lead=True)


def card() -> str:
    return groups(luhn(pick("4", "5"), 16), 4)


def cvv() -> str:
    return digits(3)


def fb_codes(n: int) -> str:
    """Facebook recovery codes: eight digits each."""
    return "\n".join(digits(8, lead=True) for _ in range(n))


def google_codes(n: int) -> str:
    """Google backup codes as Google prints them: two groups of four digits."""
    return "\n".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def setup_key() -> str:
    """An authenticator setup key as Google shows it: lowercase base32 in groups of four."""
    return groups(totp_seed(32).lower(), 4)


def wifi_key() -> str:
    return pick(
        f"PLDTWIFI{rnd(LOWER + DIGITS, 5)}",
        rnd(UPPER + DIGITS, 8),
        f"{secrets.choice(PINOY).lower()}{digits(4)}{rnd(LOWER, 3)}",
        rnd(ALNUM, 12),
    )


def ssid() -> str:
    return pick(f"PLDTHOMEFIBR{rnd(LOWER + DIGITS, 5)}", f"GlobeAtHome_{rnd(UPPER + DIGITS, 4)}", f"Converge_2.4G_{rnd(UPPER + DIGITS, 4)}")


def yymmdd() -> str:
    return f"{pick('24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def philhealth_no() -> str:
    return f"{digits(2, lead=True)}-{digits(9)}-{digits(1)}"


def sss_no() -> str:
    return f"{digits(2, lead=True)}-{digits(7)}-{digits(1)}"


def tin() -> str:
    return f"{digits(3, lead=True)}-{digits(3)}-{digits(3)}-{pick('000', '00000')}"


def pagibig_mid() -> str:
    return groups(digits(12, lead=True), 4, "-")


def gcash_ref() -> str:
    return digits(13, lead=True)


def maya_ref() -> str:
    return groups(rnd(UPPER + DIGITS, 12), 4, "-")


def shopee_sn() -> str:
    return yymmdd() + rnd(UPPER + DIGITS, 8)


def mobile() -> str:
    return pick(f"09{digits(2)}-{digits(3)}-{digits(4)}", f"+63 9{digits(2)} {digits(3)} {digits(4)}", f"09{digits(9)}")


def imei() -> str:
    return luhn(pick("35", "86"), 15)


def sha256() -> str:
    return hexs(64)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "his_login",
        f"HIS login ko (new system, sabi ni Ma'am Chief palitan daw every 90 days)\nuser: rn.dsantos\npass: {ph_pw()}",
        f"his.stluke-acme.internal — username nurse4B_0412 password {ph_pw()} wag kalimutan mag-logout sa station PC!!",
        f"bagong pw sa HIS after ng lockout kahapon {ph_pw()}",
        f"HIS\n{ph_pw()}\n(yung luma expired na kaya pinalitan)",
        f"reminder sa sarili: HIS pw = {ph_pw()} , same user id as dati (employee no.)",
    )

    r.add(
        "emr_password",
        f"EMR (acme-emr.internal) login: dela_cruz.m / {ph_pw()}",
        f"emr pasword ko ngayon {ph_pw()} - nireset ni IT kanina",
        f"- EMR user: mdcruz\n- EMR pass: {ph_pw()}\n- role: Staff Nurse, Ward 5B",
        f"Sis yung temp password ng EMR mo daw is {ph_pw()} palitan mo agad pag naka-login ka na ha",
        f"EMR night shift acct (charting) -> {ph_pw()}",
    )

    r.add(
        "pyxis_pin",
        f"Pyxis PIN ko {mpin(6)} (bio ID ayaw gumana sa left thumb ko kaya PIN muna)",
        f"pyxis medstation 4th flr — BioID fallback PIN: {mpin(4)}",
        f"Pyxis\nPIN {mpin(6)}\nsabi ng pharmacy wag ishare kahit kanino, naka-log lahat ng pull",
        f"new pyxis pin after audit: {mpin(5)}",
        f"medication cabinet (Pyxis) ko: user 20417, pin {mpin(6)}",
    )

    r.add(
        "locker_combination",
        f"locker #{digits(3, lead=True)} sa female locker room combo {combo()}",
        f"combi ng padlock ko sa staff locker: {combo()} (right-left-right)",
        f"Locker combination\n{combo()}\nlagi ko nakakalimutan huhu",
        f"staff locker 2nd flr, yung may sticker ng Hello Kitty, code {mpin(4)}",
        f"lock ng locker = {combo()} pls wag mo ipakita kay Jen lol",
    )

    r.add(
        "gcash_mpin",
        f"GCash MPIN: {mpin(4)}",
        f"gcash mpin ko bago {mpin(4)} kasi na-lock yung luma after 3 tries",
        f"Ate pag ikaw mag cash in sa gcash ko, mpin ay {mpin(4)}. delete mo tong msg after ha",
        f"MPIN (GCash)\n{mpin(4)}",
        f"gcash 0917 acct -> mpin {mpin(4)} / yung sa globe na sim",
    )

    r.add(
        "maya_mpin",
        f"Maya MPIN {mpin(4)}",
        f"maya passcode ko na 6 digits: {mpin(6)}",
        f"PayMaya (Maya na pala ngayon) mpin = {mpin(4)}",
        f"Maya app\n  login: mobile no.\n  MPIN: {mpin(4)}",
        f"pinalitan ko na maya mpin ko -> {mpin(6)} kasi nakita ni kuya yung luma",
    )

    r.add(
        "bdo_online_password",
        f"BDO online banking\nuser id: mdelacruz0412\npassword: {ph_pw()}",
        f"bdo online pw {ph_pw()} (user id = yung email ko)",
        f"BDO Pay / online banking pass ko ngayon: {ph_pw()} — pinalitan ko nung may phishing text",
        f"| bank | user | pass |\n|---|---|---|\n| BDO | marisdc | {ph_pw()} |",
        f"bdo net banking pasword {ph_pw()} wag i-save sa chrome!!",
    )

    r.add(
        "bpi_online_password",
        f"BPI online: username mdcruz_rn password {ph_pw()}",
        f"bpi app pass ko {ph_pw()}",
        f"BPI\n{ph_pw()}\n(username yung dati pa, same sa savings)",
        f"Nay ito yung password ng BPI online ko kung may emergency: {ph_pw()}",
        f"new bpi pw after forced reset = {ph_pw()}",
    )

    r.add(
        "atm_pin",
        f"BDO ATM pin {mpin(6)}",
        f"atm pin ng payroll card (BPI) = {mpin(4)}",
        f"ATM PIN ko sa Metrobank: {mpin(6)} — para kay Nanay pag mag-withdraw siya ng pang-tuition ni bunso",
        f"pin ng atm\n{mpin(6)}\nhuwag isusulat sa likod ng card ulit lol",
        f"Landbank ATM (galing DOH scholarship) PIN: {mpin(6)}",
    )

    r.add(
        "card_with_cvv",
        f"BDO credit card para sa Shopee checkout\n{card()}\nexp {card_expiry()} cvv {cvv()}",
        f"card no. {card()} exp {card_expiry()} CVV {cvv()} (yung Visa ng BPI)",
        f"Ate pahiram card pang-book ng flight: {card()} / {card_expiry()} / {cvv()}",
        f"Metrobank Mastercard: {card()}  exp: {card_expiry()}  cvc {cvv()}",
        f"online purchases card -> {card()}, {card_expiry()}, sa likod {cvv()}",
    )

    r.add(
        "philhealth_portal_password",
        f"PhilHealth member portal\nPIN (yung number) nasa ID ko\npassword: {ph_pw()}",
        f"philhealth online pw {ph_pw()} para ma-check contributions",
        f"PhilHealth eGov login: email ko + pass {ph_pw()}",
        f"philhealth memberinquiry pass = {ph_pw()} (ni-reset ko nung Jan)",
        f"password sa PhilHealth portal: {ph_pw()}",
    )

    r.add(
        "sss_portal_password",
        f"My.SSS\nuser id: mdcruz1995\npassword: {ph_pw()}",
        f"sss online pw {ph_pw()} para sa salary loan application",
        f"SSS member login -> {ph_pw()} (user id = yung email)",
        f"mySSS pass ni Mama (ako nag-setup): {ph_pw()}",
        f'{{"portal": "My.SSS", "user_id": "mdcruz1995", "password": "{ph_pw()}"}}',
    )

    r.add(
        "pagibig_portal_password",
        f"Virtual Pag-IBIG login\nMID nasa wallet\npw: {ph_pw()}",
        f"pagibig mp2 online acct password {ph_pw()}",
        f"Pag-IBIG portal pass {ph_pw()} - para sa MP2 savings at housing loan inquiry",
        f"pagibig:\n  site: Virtual Pag-IBIG\n  email: marisdc.rn@mail.example\n  password: \"{ph_pw()}\"",
        f"password ng pag-ibig online ko: {ph_pw()} (wag ipa-autofill)",
    )

    r.add(
        "shopee_password",
        f"shopee pw {ph_pw()}",
        f"Shopee login: 09xx number ko + password {ph_pw()}",
        f"bagong password sa shopee after ma-hack daw: {ph_pw()}",
        f"Shopee (para sa 11.11 sale hehe)\n{ph_pw()}",
        f"Shopee acct ni Tita na ako nag-order: user titaremy_shop pass {ph_pw()}",
    )

    r.add(
        "lazada_password",
        f"Lazada password: {ph_pw()}",
        f"laz login ko {ph_pw()}",
        f"lazada acct (email ko sa yahoo) pw = {ph_pw()}",
        f"Lazada\nuser: marisdc@mail.example\npass: {ph_pw()}",
        f"lazada pass pinalitan ko na, ito na yung bago {ph_pw()}",
    )

    r.add(
        "boarding_house_gate_code",
        f"gate code sa boarding house {mpin(4)}#",
        f"Bhouse Sampaloc - keypad ng gate {mpin(6)} (pinalitan ni Aling Nena nung Monday)",
        f"code ng main door sa dorm: {mpin(4)} tapos press ✓",
        f"Gate code\n{mpin(4)}\n*wag ibigay sa mga bisita sabi ni landlady",
        f"girls pa-share naman ng bagong code ng gate... ay ito na pala: {mpin(5)}",
    )

    r.add(
        "wifi_key",
        f"wifi sa bhouse: {ssid()} / pw {wifi_key()}",
        f"WiFi password ng boarding house {wifi_key()}",
        f"para sa raspberry pi ni Jun (wpa_supplicant.conf):\nnetwork={{\n  ssid=\"{ssid()}\"\n  psk=\"{wifi_key()}\"\n}}",
        f"wifi ng nurse station (hindi yung guest) pass {wifi_key()}",
        f"Pa-connect sa wifi ko ha: {ssid()} , ang pass ay {wifi_key()}",
    )

    r.add(
        "gmail_password",
        f"gmail ko (marisdc.rn) password {ph_pw()}",
        f"Gmail\nemail: marisdc.rn@mail.example\npw: {ph_pw()}",
        f"Google acct pw pinalitan ko: {ph_pw()}",
        f"pasword ng gmail na gamit sa CGFNS at NCLEX: {ph_pw()}",
        f"yung luma kong gmail (pang-FB lang) -> {ph_pw()}",
    )

    r.add(
        "google_app_password",
        f"app password ng gmail para sa Outlook ng hospital laptop: {app_password()}",
        f"Google app password (Thunderbird)\n{app_password()}",
        f"gmail app pw para mag-send yung scanner sa ward: {app_password()}",
        f"generated app password ko sa google: {app_password()} — isang beses lang daw ipapakita",
        f"app pw (mail app sa iPad ni Mama) {app_password()}",
    )

    r.add(
        "backup_codes",
        "FB recovery codes ko (para pag nawala phone)\n" + fb_codes(6),
        "Google backup codes — itago sa wallet\n" + google_codes(8),
        "Facebook login codes:\n" + fb_codes(10),
        "backup codes ng gmail ko (printed copy nasa drawer):\n" + google_codes(5),
        "Messenger/FB 2FA backup codes\n" + fb_codes(5) + "\n(cross out pag nagamit na)",
    )

    r.add(
        "authenticator_setup_key",
        f"Google Authenticator setup key ng GCash-linked gmail: {setup_key()}",
        f"2FA key (para ma-transfer sa bagong phone): {totp_seed(32)}",
        f"otpauth://totp/AcmeHospital:mdcruz?secret={totp_seed(32)}&issuer=AcmeHospital",
        f"authenticator secret ng hospital VPN\n{setup_key()}",
        f"setup key sa binance/coins 2fa {totp_seed(16)} – save bago ko i-reset phone",
    )

    r.add(
        "sim_puk",
        f"PUK ng Globe sim ko {puk()}",
        f"Smart sim PUK1: {puk()} (nasa card holder pa dati)",
        f"puk code ng TNT ni Nanay -> {puk()}",
        f"SIM PUK\n{puk()}\nna-lock kasi sim ko nung mali pin 3x",
        f"DITO sim puk = {puk()}",
    )

    r.add(
        "netflix_shared_password",
        f"Fam!! bagong password ng Netflix: {ph_pw()} — wag na ipamigay sa mga pinsan pls",
        f"netflix (email ni Kuya) pw {ph_pw()}",
        f"Netflix family acct\nemail: delacruzfam@mail.example\npass: {ph_pw()}\nprofile nyo yung may pangalan nyo ha",
        f"Ma, yung password ng netflix sa TV: {ph_pw()}",
        f"nflx pass pinalitan ni Kuya -> {ph_pw()}",
    )

    r.add(
        "ronin_seed_phrase",
        f"Ronin wallet seed (Axie days pa) — {seed_phrase(12)}",
        f"seed phrase ng metamask ko:\n{seed_phrase(12)}",
        f"recovery phrase (Ronin) wag na wag ipakita kahit kanino\n{seed_phrase(12)}",
        f"12 words ng wallet ni kuya na ako nagtago: {seed_phrase(12)}",
        f"secret recovery phrase: {seed_phrase(24)}",
    )

    r.add(
        "mobile_legends_password",
        f"ML acct (Moonton) pw {ph_pw()}",
        f"Moonton account\nemail: marisdc.rn@mail.example\npass: {ph_pw()}",
        f"mobile legends login ko {ph_pw()} pag na-logout ako sa bagong phone",
        f"Bes eto ML acct ko ikaw muna mag-rank push habang duty ako: user Marisiyaaa pass {ph_pw()}",
        f"moonton pass = {ph_pw()}",
    )

    r.add(
        "med_room_door_code",
        f"med room door code {mpin(4)}*",
        f"code ng pinto ng medication room sa 5B: {mpin(5)}",
        f"Nurse station → clean utility room keypad {mpin(4)} (pinalitan kahapon ng safety officer)",
        f"door code sa drug room (ER side) = {mpin(6)}",
        f"Controlled drugs room\ncode {mpin(4)}\n*bawal ipasa sa GC",
    )

    r.add(
        "hospital_vpn_password",
        f"FortiClient VPN (vpn.acme-med.internal) user mdcruz pass {ph_pw()}",
        f"VPN ng hospital para ma-access EMR sa bahay: {ph_pw()}",
        f"remote gateway: vpn.acme-med.internal:10443\nusername: 20417\npassword: {ph_pw()}",
        f"vpn pw {ph_pw()} (bigay ni IT para sa WFH documentation days)",
        f"sslvpn pass ko bago {ph_pw()}",
    )

    r.add(
        "nclex_pearson_vue_password",
        f"Pearson VUE acct (NCLEX) username mdcruz_rn pw {ph_pw()}",
        f"NCLEX registration login:\n{ph_pw()}",
        f"pearson vue password: {ph_pw()} — wag kalimutan, Feb exam!",
        f"CGFNS/Pearson pw = {ph_pw()} (same email)",
        f"pearsonvue.example login ko {ph_pw()} para sa ATT",
    )

    r.add(
        "telegram_bot_token",
        f"token ng shift-swap bot ni Jun sa GC: {telegram_bot_token()}",
        f"BOT_TOKEN={telegram_bot_token()}\n# bot para sa schedule ng Ward 5B",
        f"galing BotFather: {telegram_bot_token()} — sabi ni Jun ako muna mag-hold",
        f'{{"bot_token": "{telegram_bot_token()}", "chat": "ward5b-swaps"}}',
        f"telegram bot (duty reminders)\n{telegram_bot_token()}",
    )

    r.add(
        "icloud_password",
        f"Apple ID ko pw {ph_pw()}",
        f"iCloud (iPhone ni Mama) — email mamalorna@mail.example, password {ph_pw()}",
        f"apple id\n{ph_pw()}\nkailangan pag mag-download ng app",
        f"icloud pass bago {ph_pw()} after nung 'unlock your iphone' scam",
        f"Apple account password: {ph_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "philhealth_member_number",
        f"PhilHealth PIN ko {philhealth_no()} (yung ID number, hindi password ha)",
        f"PhilHealth no. ni Mama: {philhealth_no()} — dependent ako",
        f"PhilHealth\n{philhealth_no()}",
        f"MDR form: PIN {philhealth_no()}, member type Employed Private",
        f"pt's philhealth number for claims {philhealth_no()}",
    )

    r.add(
        "sss_membership_number",
        f"SSS no. {sss_no()}",
        f"sss number ko {sss_no()} para sa HR form",
        f"SSS # ni Nanay {sss_no()} — pensioner na",
        f"E-1 form\nSS Number: {sss_no()}",
    )

    r.add(
        "tin_number",
        f"TIN {tin()}",
        f"tin ko para sa BIR 2316: {tin()}",
        f"Tax ID (TIN): {tin()} RDO 033",
        f"HR needs TIN -> {tin()}",
    )

    r.add(
        "pagibig_mid",
        f"Pag-IBIG MID {pagibig_mid()}",
        f"pagibig mid no. ko {pagibig_mid()} (MP2 acct separate)",
        f"MP2 account number: {digits(12, lead=True)} / MID {pagibig_mid()}",
        f"Pag-IBIG number\n{pagibig_mid()}",
    )

    r.add(
        "prc_license_number",
        f"PRC license no. {digits(7, lead=True)} valid until {pick('2026', '2027', '2028')}",
        f"RN license # {digits(7, lead=True)}",
        f"PRC ID ko: {digits(7, lead=True)}, reg date 2019",
        f"sa Endorsement form: PRC No. {digits(7, lead=True)}",
    )

    r.add(
        "gcash_transaction_ref",
        f"GCash ref no. {gcash_ref()} — bayad kay Aling Nena for rent",
        f"Sent ₱{secrets.randbelow(5000) + 500}.00 via GCash. Ref No. {gcash_ref()}",
        f"gcash ref {gcash_ref()} pang-proof sa seller",
        f"ito po proof of payment ate: ref# {gcash_ref()}",
        f"GCash\nRef {gcash_ref()}\n{pick('Jan', 'Mar', 'Jul', 'Nov')} {secrets.randbelow(28) + 1}, 2024",
    )

    r.add(
        "maya_reference_id",
        f"Maya reference ID {maya_ref()}",
        f"maya txn id: {maya_ref()} (bayad meralco)",
        f"Paid via Maya — Ref {maya_ref()}",
        f"maya ref {maya_ref()} para sa refund request",
    )

    r.add(
        "shopee_order_sn",
        f"Shopee order ID {shopee_sn()} — compression stockings",
        f"order no. sa shopee {shopee_sn()} di pa dumating",
        f"Shopee\nOrder SN: {shopee_sn()}\nstatus: To Receive",
        f"return request for {shopee_sn()} (mali size ng scrubs)",
        f"shopee order # {shopee_sn()} - stethoscope Littmann",
    )

    r.add(
        "lazada_order_number",
        f"Lazada order {digits(15, lead=True)}",
        f"laz order no. {digits(15, lead=True)} — BP apparatus for Lola",
        f"Lazada order #{digits(15, lead=True)} refunded na daw",
        f"lazada: order {digits(15, lead=True)}, tracking sa baba",
    )

    r.add(
        "parcel_tracking_number",
        f"J&T tracking {digits(12, lead=True)}",
        f"SPX tracking no. SPXPH0{digits(11)}",
        f"padala ni Ate from Dubai: {s10('CP', 'AE')}",
        f"LBC tracking {digits(12, lead=True)} - balikbayan box",
    )

    r.add(
        "masked_bank_account",
        f"BDO savings ending in {digits(4)}",
        f"BPI acct ****{digits(4)} (payroll)",
        f"transfer to Metrobank xxxxxx{digits(4)} successful",
        f"savings acct no. ending {digits(4)} — yung joint kay Mama",
    )

    r.add(
        "masked_card_digits",
        f"Visa ending {digits(4)} charged ₱{secrets.randbelow(3000) + 199}",
        f"card **** **** **** {digits(4)} ang naka-link sa Shopee",
        f"credit card ko yung last 4 na {digits(4)}",
        f"Mastercard •••• {digits(4)} exp {card_expiry()}",
    )

    r.add(
        "expired_or_used_otp",
        f"OTP {digits(6)} — expired na, nag-request ulit ako",
        f"<#> Your GCash authentication code is {digits(6)}. (nagamit ko na kanina)",
        f"yung OTP na {digits(6)} ginamit ko na sa BDO, ok na transfer",
        f"BPI OTP {digits(6)} hindi na valid after 5 mins, ignore mo na",
        f"na-receive ko OTP {digits(6)} pero expired bago ko na-type huhu",
    )

    r.add(
        "mobile_number",
        f"Globe ko {mobile()}",
        f"Nanay cp# {mobile()}",
        f"landlady (Aling Nena) {mobile()}",
        f"charge nurse 5B: {mobile()}",
    )

    r.add(
        "ward_local_extension",
        f"5B nurse station loc. {digits(4, lead=True)}",
        f"pharmacy local {digits(4, lead=True)}, lab {digits(4, lead=True)}",
        f"trunkline (02) 8{digits(3)}-{digits(4)} local {digits(4, lead=True)}",
        f"IT helpdesk ext {digits(4, lead=True)}",
    )

    r.add(
        "patient_case_number",
        f"pt bed 12 HN {digits(8, lead=True)} for transfer sa ICU",
        f"case no. {pick('2024', '2025')}-{digits(6)} endorse sa next shift",
        f"admission no. {digits(9, lead=True)}, for NGT insertion",
        f"HRN {digits(7, lead=True)} – discharge na bukas",
    )

    r.add(
        "lab_specimen_id",
        f"CBC specimen L{yymmdd()}{digits(4)} hemolyzed, repeat extraction",
        f"lab accession # {digits(10, lead=True)}",
        f"blood culture bottles: {digits(8, lead=True)} and {digits(8, lead=True)}",
        f"specimen id {rnd(UPPER, 2)}{digits(8)} sent to lab 0300H",
    )

    r.add(
        "utility_account_number",
        f"Meralco CAN {digits(10, lead=True)}",
        f"Maynilad contract acct no. {digits(8, lead=True)}",
        f"PLDT account number {digits(10, lead=True)} (bill ₱1,699)",
        f"meralco acct ng bhouse {digits(10, lead=True)} — hati kami sa bill",
    )

    r.add(
        "official_receipt_number",
        f"OR No. {digits(7)} — bayad sa PRC renewal",
        f"Official receipt #{digits(6)} from Mercury Drug",
        f"SI no. {digits(8)} (sales invoice, uniform)",
        f"OR {digits(7)} dated {pick('03', '06', '09', '12')}/{secrets.randbelow(28) + 1:02d}/2024 for tuition ni bunso",
    )

    r.add(
        "flight_booking_ref",
        f"Cebu Pac booking ref {rnd(UPPER + DIGITS, 6)} MNL-TAG",
        f"PAL PNR: {rnd(UPPER, 6)} — uwi sa probinsya Dec 23",
        f"booking code {rnd(UPPER + DIGITS, 6)} (AirAsia) para sa family trip",
        f"flight conf. no. {rnd(UPPER + DIGITS, 6)}",
    )

    r.add(
        "dfa_appointment_ref",
        f"DFA passport appt reference {rnd(UPPER + DIGITS, 10)}",
        f"passport appointment code: {rnd(UPPER + DIGITS, 10)} @ DFA ASEANA",
        f"DFA OR no. {digits(10, lead=True)} — renewal, release in 12 working days",
        f"passport no. {rnd(UPPER, 1)}{digits(7)}{rnd(UPPER, 1)} exp 2034",
    )

    r.add(
        "exam_candidate_id",
        f"Pearson VUE candidate ID {digits(9, lead=True)}",
        f"NCLEX ATT auth no. {digits(7, lead=True)} valid until {pick('Mar', 'Jun', 'Sep')} 2025",
        f"CGFNS applicant id: {digits(7, lead=True)}",
        f"IELTS TRF no. {digits(2)}PH{digits(6)}{rnd(UPPER, 3)}{digits(3)}A",
    )

    r.add(
        "phone_imei_serial",
        f"IMEI ng phone ko {imei()} (para sa NTC registration)",
        f"serial no. ng glucometer: {rnd(UPPER, 3)}{digits(8)}",
        f"IMEI1 {imei()}\nIMEI2 {imei()}",
        f"laptop S/N {rnd(UPPER + DIGITS, 10)} – warranty claim",
    )

    r.add(
        "app_version_build",
        f"GCash app v{secrets.randbelow(3) + 5}.{secrets.randbelow(90) + 10}.{secrets.randbelow(5)} — update muna bago mag-cash in",
        f"EMR client build {pick('2024', '2025')}.{secrets.randbelow(12) + 1}.{secrets.randbelow(30)}-{hexs(7)}",
        f"iOS {pick('17', '18')}.{secrets.randbelow(6)}.{secrets.randbelow(3)} na phone ko",
        f"HIS version {secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(200)} daw yung may bug sa MAR",
    )

    r.add(
        "vaccine_lot_number",
        f"flu vaccine lot {rnd(UPPER, 1)}{rnd(UPPER + DIGITS, 5)} exp {card_expiry(25, 2)}",
        f"Hep B given L deltoid, lot no. {rnd(UPPER, 2)}{digits(4)}",
        f"anti-rabies (PVRV) lot {rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)}{digits(2)}",
        f"tetanus toxoid batch {digits(7)} — log sa vaccine ref",
    )

    r.add(
        "remittance_iban",
        f"IBAN ni Ate sa Emirates NBD: {iban('AE', digits(3) + digits(16))}",
        f"UK acct ni Tita (NHS nurse) IBAN {iban('GB', 'NWBK' + digits(14))}",
        f"pang-remit sa Saudi: {iban('SA', digits(2) + digits(18), spaced=False)}",
        f"beneficiary IBAN\n{iban('QA', rnd(UPPER, 4) + digits(21))}",
    )

    r.add(
        "deposit_account_number",
        f"padala dito: BDO savings {digits(12, lead=True)} (Maria D. Cruz)",
        f"BPI acct no. {digits(10, lead=True)} for ambag sa bday ni Lola",
        f"GCash # for payment: {mobile()} — M.D.C.",
        f"pls send share for Netflix sa BPI ko {groups(digits(10, lead=True), 4, '-')} hehe",
    )

    r.add(
        "apk_sha256_checksum",
        f"sha256 ng HIS mobile apk (from IT): {sha256()}",
        f"checksum ng installer ng EMR client\n{sha256()}",
        f"MD5 {hexs(32)} — sabi ni IT i-compare muna bago i-install",
        f"git commit {hexs(40)} daw yung fix ng printing sa HIS",
    )

    r.add(
        "password_location_reference",
        "HIS password nasa Bitwarden na, folder 'Work'",
        "yung pw ng BDO nasa maliit na notebook sa drawer, hindi dito",
        "Netflix pass: tanong kay Kuya, siya lang may alam ngayon",
        "Pyxis PIN — memorized na, hindi ko isusulat",
        "wifi pass nasa sticker sa likod ng router (sa sala)",
    )

    r.add(
        "it_config_reference",
        "sabi ni sir IT: EMR db password is in the env var EMR_DB_PASSWORD, wag daw i-hardcode sa script",
        "scheduler config: smtp_password: ${{ secrets.WARD_MAILER_PASS }}",
        "token ng bot naka-store sa vault: secret/ward5b/telegram_bot_token",
        "BOT_TOKEN=<ilagay dito yung galing BotFather> (template lang to)",
        "DB_PASS=${HIS_DB_PASSWORD:?not set}",
    )

    r.add(
        "it_helpdesk_ticket",
        f"IT ticket INC{digits(7)} — printer sa 5B ayaw gumana",
        f"helpdesk ref #{digits(6, lead=True)} for HIS lockout (resolved)",
        f"SR-{pick('2024', '2025')}-{digits(5)} password reset request, done na",
        f"ticket id {uid()} para sa EMR access ng new hire",
    )

    r.add(
        "meeting_link",
        f"CNE webinar https://acme-hospital.zoom.us/j/{digits(11, lead=True)} (meeting ID lang, walang passcode)",
        f"Google Meet code {rnd(LOWER, 3)}-{rnd(LOWER, 4)}-{rnd(LOWER, 3)} para sa nursing service meeting",
        f"BLS module https://lms.acme-med.test/course/{uid()}/view",
        f"evaluation form https://forms.acme-med.example/s/{uid()}",
    )

    r.add(
        "medication_schedule",
        f"PNSS 1L x {pick('8', '10', '12')}h, regulated at {secrets.randbelow(20) + 20} gtts/min",
        f"Cefuroxime 750mg IV q8h (0600-1400-2200), ANST (-) @ 0{secrets.randbelow(9) + 1}00H",
        f"Insulin glargine {secrets.randbelow(20) + 10}u SC HS; CBG {secrets.randbelow(150) + 80} mg/dL",
        f"Paracetamol 500mg/tab 1 tab q4h PRN T≥37.8 — last dose {secrets.randbelow(12) + 1:02d}{pick('00', '30')}H",
    )

    r.add(
        "vitals_reading",
        f"BP {secrets.randbelow(60) + 100}/{secrets.randbelow(30) + 60} HR {secrets.randbelow(40) + 60} RR {secrets.randbelow(10) + 16} T 36.{secrets.randbelow(10)} O2 {secrets.randbelow(6) + 94}%",
        f"I&O: intake {secrets.randbelow(1500) + 800} / output {secrets.randbelow(1200) + 500}",
        f"GCS {secrets.randbelow(5) + 11}/15, pupils 3mm ERTL",
        f"weight {secrets.randbelow(40) + 45}.{secrets.randbelow(10)} kg, height 1{secrets.randbelow(3) + 5}{digits(1)} cm",
    )

    r.add(
        "rent_and_bills_ledger",
        f"rent {pick('Jan', 'Feb', 'Mar')} ₱{secrets.randbelow(3) + 3},500 paid {secrets.randbelow(28) + 1}/{pick('01', '02', '03')} — sa GCash",
        f"kuryente share ₱{secrets.randbelow(900) + 400}.{digits(2)}, tubig ₱{secrets.randbelow(200) + 150}",
        f"sahod 15th: ₱{secrets.randbelow(8000) + 14000}.{digits(2)} net, deductions SSS/PH/HDMF",
        f"utang ni Jen ₱{secrets.randbelow(2000) + 500}, due {pick('15', '30')}th",
    )

    r.add(
        "duty_schedule",
        f"Duty sched: {pick('6-2', '2-10', '10-6')} shift, Ward 5B rm {digits(3, lead=True)}-{pick('A', 'B')}",
        f"OFF: {secrets.randbelow(28) + 1}, {secrets.randbelow(28) + 1}; NOD starts {pick('Mon', 'Wed', 'Fri')}",
        f"swap with Jen: {pick('Mar', 'Apr')} {secrets.randbelow(28) + 1} 2-10 ↔ {secrets.randbelow(28) + 1} 6-2",
        f"employee no. {digits(5, lead=True)} / cost center {digits(4)}-{digits(2)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout373.py", [
        ("heldout373_credentials.yaml", credentials(), "Held-out batch 373: credentials a Taglish-writing nurse in Manila keeps (HIS, EMR, Pyxis, locker, GCash, Maya, BDO, BPI, PhilHealth, SSS, Pag-IBIG, Shopee, Lazada, gate code, Wi-Fi and more)"),
        ("heldout373_lookalikes.yaml", lookalikes(), "Held-out batch 373: a Manila nurse's ids, reference numbers, order and tracking numbers, masked values, used OTPs and password references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
