# ruff: noqa: E501
"""Writes heldout399_credentials.yaml and heldout399_lookalikes.yaml: held-out batch 399.

Persona: a retired nurse of 68 in Dublin who writes English with Irish turns of phrase, in
long chatty sentences, and keeps notes for her grandchildren and for her GP practice's
patient portal. She is not technical. She keeps the portal password, her card PINs and the
365 banking PIN, the Wi-Fi key, the house alarm and key safe codes for the carers, the SIM
PUK, her Apple ID and the recovery key, the WhatsApp PIN, MyGovID, Google backup codes and
the authenticator setup key her grandson showed her, and a few things the grandchildren
asked her to "mind" for them (a GitHub token, a Discord webhook, the cake shop's database
URL, a Home Assistant token, a Telegram bot token); and many look-alikes: prescription and
appointment references, An Post tracking numbers, order numbers, her IBAN, masked card
digits, MPRN and Eircodes, phone numbers, flight bookings, used verification codes, notes
of where a password is kept, serials, IMEIs, versions, pension dates and amounts, public
keys, commit ids, checksums and secret references the grandchildren left in her notes.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BECH32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    age_public_key,
    app_password,
    apple_recovery_key,
    bitlocker_key,
    digits,
    discord_webhook,
    epoch,
    github_fine_token,
    github_token,
    groups,
    hexs,
    iban,
    imei,
    jwt,
    luhn,
    ms_recovery_code,
    onepassword_secret_key,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    seed_phrase,
    ssh_fingerprint,
    ssh_pub,
    stripe_publishable_key,
    telegram_bot_token,
    totp_seed,
    uid,
    write_corpora,
)

NAMES = [
    "Bridie", "Paddy", "Ciaran", "Aoife", "Saoirse", "Darragh", "Fionn", "Siobhan", "Bonzo",
    "Tayto", "Liffey", "Howth", "Clontarf", "Dodder", "Kilkenny", "Lourdes", "Shelbourne",
    "Glendalough", "Bramble", "Rosary", "Marmalade", "Dunnes", "Wicklow", "Curragh",
]
WEAK = ("1234", "0000", "1111", "2580", "1212")


def human_pw() -> str:
    """A password a 68-year-old picked herself, or one the grandson generated for her."""
    a, b = pick(*NAMES), pick(*NAMES)
    return pick(
        f"{a}{digits(pick(2, 4), lead=True)}{pick('!', '#', '*', '?', '.')}",
        f"{a.lower()}{pick('', '_', '.')}{b.lower()}{digits(2, lead=True)}",
        f"{a}{digits(1, lead=True)}{b}{pick('!', '$', '&')}",
        pw(),
    )


def strong_pw() -> str:
    return rnd(ALNUM + "!#%&*?", pick(14, 16, 18))


def card_no() -> str:
    return groups(luhn(pick("4", "5"), 16), 4)


def expiry() -> str:
    return f"{secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28', '29')}"


def mobile() -> str:
    return f"08{pick('3', '5', '6', '7', '9')} {digits(3)} {digits(4)}"


def landline() -> str:
    return f"(01) {digits(3, lead=True)} {digits(4)}"


def eircode() -> str:
    return f"{pick('D04', 'D6W', 'D13', 'A94', 'K67', 'D15', 'D03', 'A96', 'D05')} {rnd('ACDEFHKNPRTVWXY0123456789', 4)}"


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4, lead=True)} {digits(4)}" for _ in range(n))


def ha_token() -> str:
    """A Home Assistant long-lived access token: a signed JWT with ten years on it."""
    t = epoch()
    return jwt({"iss": hexs(32), "iat": t, "exp": t + 315_360_000})


def db_url() -> str:
    return f"postgresql://aoife_cakes:{rnd(ALNUM, pick(20, 24))}@db.acme.internal:5432/cakeshop"


def wifi_key() -> str:
    return pick(rnd(LOWER + DIGITS, 10), rnd(UPPER + DIGITS, 12), f"{pick(*NAMES)}{pick(*NAMES)}{digits(3, lead=True)}", rnd(ALNUM, 16))


def safe_combo() -> str:
    a, b, c = (secrets.randbelow(95) + 3 for _ in range(3))
    return f"{a}-{b}-{c}"


def mprn() -> str:
    return "10" + digits(9)


def car_reg() -> str:
    return f"{pick('141', '152', '171', '182', '191', '201', '222', '231', '241')}-{pick('D', 'WW', 'KE', 'MH', 'G', 'C')}-{digits(pick(3, 4, 5), lead=True)}"


def btc_address() -> str:
    return "bc1q" + rnd(BECH32, 38)


def euro() -> str:
    return f"€{secrets.randbelow(900) + 20}.{digits(2)}"


def day() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/{pick('2024', '2025')}"


def lotto() -> str:
    nums = set()
    while len(nums) < 6:
        nums.add(secrets.randbelow(47) + 1)
    return " ".join(str(n) for n in sorted(nums))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "gp_portal_password",
        f"GP practice portal (for the repeat prescriptions, Dr Ní Bhriain's lot) — username is bridie.kavanagh, password {human_pw()} — Siobhán says I'm to stop ringing the girls on the desk and use the thing online like everyone else, God help us",
        f"Patient portal login\nbridiekav@mail.example\n{human_pw()}\n(the new one, I'm after changing it because it made me, the old one was the dog's name)",
        f"Note to self: the practice portal at portal.acmehealth.example wants a password with a capital and a number and one of those squiggly yokes so I made it {human_pw()} and wrote it here so I won't be tormented again",
        f"portal pasword {human_pw()} dont forget the capital at the start",
        f"For Aoife if she's booking my bloods for me when I'm in Lanzarote: go to the surgery website, log in as me (bridie.kavanagh) with {human_pw()} and pick any morning the nurse is on, not the Tuesday one, she's heavy-handed, God forgive me",
        f"GP online booking — pw is\n{human_pw()}\nand the security question is my mother's maiden name which ye all know",
    )

    r.add(
        "bank_card_pin",
        f"Bank card PIN {pin(4, WEAK)} — the new card that came in the post Thursday, I shredded the letter like the young one in the branch told me",
        f"AIB debit card pin is {pin(4, WEAK)}, keep this to yourself now",
        f"Credit union card PIN: {pin(4, WEAK)} (not the same as the AIB one, I know, I know, I'll get them mixed up)",
        f"the pin for the Visa — {pin(4, WEAK)}. Paddy always said never write it down and here I am, sure he's not here to give out to me",
        f"If I'm ever stuck in the hospital and someone needs to get me messages out of the hole in the wall, the card PIN is\n{pin(4, WEAK)}\nDarragh knows which card, the green one",
    )

    r.add(
        "online_banking_pin",
        f"365 Online — registration number {digits(8, lead=True)}, PIN {pin(6, WEAK)} (it asks for 3 of the 6 digits, which is a pure torment)",
        f"Internet banking PIN {pin(5, WEAK)} — the AIB one, they said pick five digits that aren't your birthday so I didn't",
        f"banking app passcode {pin(6, WEAK)}, Ciarán set up the fingerprint but it never works with me hands after the garden",
        f"Online banking\n  reg no {digits(8, lead=True)}\n  PIN  {pin(5, WEAK)}\n  phone the bank on {landline()} if it locks again",
        f"new pin for the credit union online account is {pin(6, WEAK)} because I locked myself out Monday trying the old one three times, the girl on the phone was very patient with me God bless her",
    )

    r.add(
        "full_card_details",
        f"Card for the Ryanair booking (it always wants the whole lot): {card_no()} exp {expiry()} CVV {digits(3)}",
        f"Visa card\n{card_no()}\nexpires {expiry()}, the 3 numbers on the back are {digits(3)}",
        f"for Saoirse to order the birthday cake online for me — card number {card_no()}, exp {expiry()}, security code {digits(3)}, name on it BRIDGET KAVANAGH. Delete this after pet!",
        f"Mastercard {card_no()} {expiry()} cvc {digits(3)} — the one I use for the Dunnes online messages",
        f"card no. {card_no()} / {expiry()} / {digits(3)}  <- for the TV licence renewal, it times out if I go to find me glasses",
    )

    r.add(
        "home_wifi_password",
        f"WiFi for the house (for the grandchildren when they come over, they're lost without it): eir-{digits(4)} password {wifi_key()}",
        f"Wi-Fi key {wifi_key()} — it's on the sticker under the box as well but you'd have to be a contortionist to read it",
        f"internet password\n{wifi_key()}",
        f"The caravan in Courtown has its own wifi now, network Kavanagh-Caravan, password {wifi_key()}, and if it doesn't work turn the little box off and on again like Fionn says",
        f"wifi pw for visitors {wifi_key()} (the carer asked, Marian, the nice one)",
        f"| what | it |\n|---|---|\n| network | VM{digits(7)} |\n| wifi password | {wifi_key()} |\n| router in | hall press |",
    )

    r.add(
        "email_account_password",
        f"Email is bridie.kav@mail.example and the password is {human_pw()} — wrote it in the red book as well but the red book is God knows where",
        f"my email password {human_pw()}",
        f"eircom email (the old one I still get the parish newsletter on) — {human_pw()}",
        f"Gmail: bridiekavanagh68 / {human_pw()} — Ciarán made me change it after I clicked the thing about the parcel, I'm mortified",
        f"If anything happens me Siobhán will need to get into my email for the insurance letters so here it is, the password is\n{human_pw()}\nand the address is bridie.k@mail.example, don't be reading my other emails now",
    )

    r.add(
        "google_app_password",
        f"The special password Ciarán made for the email on the old laptop (he says it's an 'app password', it's not my real one, whatever that means): {app_password()}",
        f"app password for the mail on the iPad {app_password()} — type it with the spaces or without, he says it doesn't matter",
        f"Google app pasword for Outlook\n{app_password()}",
        f"16 letter code for the email on the kitchen computer = {app_password().replace(' ', '')}",
    )

    r.add(
        "house_alarm_code",
        f"Alarm code {pin(4, WEAK)} — press it then the tick button, and if it starts wailing ring the monitoring crowd on {landline()} before the neighbours have the guards out",
        f"House alarm {pin(4, WEAK)}#",
        f"For Aoife when she's minding the house: alarm panel is inside the front door, code is {pin(4, WEAK)}, you have 30 seconds, don't be standing there taking off your coat",
        f"alarm - {pin(4, WEAK)} (set) same to unset, the duress one is different, I don't know what that is",
        f"New alarm code since the fella came to service it:\n{pin(4, WEAK)}",
    )

    r.add(
        "key_safe_code",
        f"Key safe by the back door for the home help: code {pin(4, WEAK)}, push the buttons then pull down the little lever, it's stiff",
        f"keysafe {pin(4, WEAK)} — the carers and Siobhán only, not the window cleaner",
        f"The grey box with the spare key (for the ambulance men if I have a fall, the public health nurse said to have one) — combination {pin(4, WEAK)}",
        f"Code for the key box on the wall is {pin(4, WEAK)}, changed it after the plumber was in, not that he'd do anything, but still",
        f"key safe code\n{pin(4, WEAK)}\n(clear it first with the C button)",
    )

    r.add(
        "sim_puk_code",
        f"PUK code for the phone if it ever locks — {digits(8)}. The shop said keep it somewhere safe and this is somewhere safe, isn't it",
        f"SIM PUK {digits(8)}",
        f"Three mobile puk number {digits(8)} (I put the wrong PIN in 3 times at Mass, don't ask)",
        f"puk: {digits(8)}\npin for the sim itself is on the card they gave me, this is the long one",
        f"If the phone says 'PUK' the 8 digit code is {digits(8)}, Darragh had to ring the network last time to get it",
    )

    r.add(
        "phone_passcode",
        f"Phone passcode {pin(6, WEAK)} — the face thing doesn't know me with the glasses on",
        f"iPhone unlock code is {pin(6, WEAK)}, Fionn set it, I'd never have picked that",
        f"Nana's phone code for when she's asleep in the chair and ye want to show her the photos: {pin(6, WEAK)} (Love ye all, Nana x)",
        f"passcode {pin(4, WEAK)} for the old Samsung in the drawer, it still has Paddy's voicemails on it so don't wipe it, please God",
        f"new phone\ncode {pin(6, WEAK)}",
    )

    r.add(
        "apple_id_password",
        f"Apple ID is bridie.kav@mail.example, password {human_pw()}, it keeps asking me for it every time I want a new game of the words",
        f"the iCloud password (for the photos of the babies) — {human_pw()}",
        f"Apple password {human_pw()}  - changed Feb after the scare",
        f"For Saoirse, the Apple login so you can get the photos off the iPad for the anniversary Mass:\nemail: bridie.kav@mail.example\npassword: {human_pw()}",
        f"app store pw\n{human_pw()}\n(the one with the apple, not the Google one)",
    )

    r.add(
        "apple_recovery_key",
        f"Apple recovery key — Ciarán says this is the most important one and if I lose it they can't get me back in, ever: {apple_recovery_key()}",
        f"Recovery key for the Apple account\n{apple_recovery_key()}\n(printed a copy, it's in the Lourdes biscuit tin)",
        f"the 28 letter key apple gave me {apple_recovery_key()}",
        f"Apple account recovery key: {apple_recovery_key()} — don't give this to anyone who rings you, Apple will never ring, Darragh says",
    )

    r.add(
        "whatsapp_pin",
        f"WhatsApp two-step PIN {pin(6, WEAK)} — it asks every now and again to make sure I remember it, and I don't, hence this",
        f"whatsapp pin is {pin(6, WEAK)}",
        f"The 6 numbers WhatsApp wants when I get a new phone (so I don't lose the family group, God forbid I miss the news): {pin(6, WEAK)}",
        f"Whatsapp 2 step verification\n{pin(6, WEAK)}",
    )

    r.add(
        "mygovid_password",
        f"MyGovID (for the pension and the Revenue and all that) — email bridie.kav@mail.example, password {strong_pw()}",
        f"mygovid pw {strong_pw()} — Siobhán made it, it's desperate long",
        f"MyGov ID password\n{strong_pw()}\nneed it for the fuel allowance form and the medical card renewal",
        f"Revenue myAccount: PPS and date of birth as usual and the password is {human_pw()}, for the medical expenses claim in January",
        f"login for the gov.ie thing: {strong_pw()} (they sent a code to the phone as well, that's a different one, that's gone)",
    )

    r.add(
        "google_backup_codes",
        f"Google backup codes (Ciarán printed them too) — each one works once:\n{google_backup_codes(10)}",
        f"Backup codes for the email in case I lose the phone\n{google_backup_codes(8)}",
        f"2-step codes for gmail, cross one off when used: {', '.join(f'{digits(4, lead=True)} {digits(4)}' for _ in range(6))}",
        f"GOOGLE CODES (keep!!)\n{google_backup_codes(5)}",
        f"the spare codes for the google account, Darragh said to keep them somewhere other than the phone so here they are:\n{google_backup_codes(10)}",
    )

    r.add(
        "authenticator_setup_key",
        f"The setup key for the authenticator app, Ciarán says if the phone goes in the sink again I just type this into the new one: {groups(totp_seed(32).lower(), 4)}",
        f"authenticator key for the bank thing {totp_seed(32)}",
        f"Microsoft Authenticator — 'enter code manually' — {groups(totp_seed(16).lower(), 4)}",
        f"Secret key for the 2FA (the 6-number code thing for the portal):\n{totp_seed(32)}",
        f"the long code under the square barcode when we set up the codes app: {groups(totp_seed(32), 4)}",
    )

    r.add(
        "crypto_recovery_phrase",
        f"Darragh bought me a bit of that bitcoin for my birthday as a joke and says these 12 words ARE the money and to keep them safe: {seed_phrase(12)}",
        f"Recovery words for the bitcoin wallet\n{seed_phrase(12)}",
        f"the 24 words (in order!!) — {seed_phrase(24)}",
        f"wallet phrase {seed_phrase(12)} — don't tell yer man on the radio",
        f"Seed words for the crypto app, Fionn says never type them into a website that asks:\n1-6: {seed_phrase(6)}\n7-12: {seed_phrase(6)}",
    )

    r.add(
        "streaming_password",
        f"Netflix — bridie.kav@mail.example / {human_pw()} (Siobhán's house uses it too, she pays half)",
        f"the telly password for the Netflix {human_pw()}",
        f"RTÉ Player login: same email, password {human_pw()}, for catching up on the Fair City when I'm at choir",
        f"Disney thing for the small ones when they're over\nemail bridie.kav@mail.example\npw {human_pw()}",
        f"Sky Go password is {human_pw()} — for the racing at Cheltenham on the iPad",
    )

    r.add(
        "credit_union_pin",
        f"Credit Union member no. {digits(6, lead=True)} and the online PIN is {pin(6, WEAK)}",
        f"CU pin {pin(4, WEAK)} for the phone line when I ring for the balance",
        f"Credit union telephone PIN\n{pin(4, WEAK)}",
        f"The credit union gave me a new access PIN {pin(6, WEAK)} after the old one got locked, I'm a holy terror with these things",
    )

    r.add(
        "gate_entry_code",
        f"Code for the gate at Siobhán's apartments: {pin(4, WEAK)}# then push hard, it sticks",
        f"Door code at the day centre {pin(4, WEAK)} (Tuesdays and Thursdays, bingo)",
        f"keypad at Mam's nursing home, the front door: *{pin(5, WEAK)}",
        f"Aoife's flat in Rathmines — gate {pin(4, WEAK)}, then flat 3, the buzzer doesn't work",
        f"car park barrier at the church for the parish committee\n{pin(4, WEAK)}",
    )

    r.add(
        "voicemail_pin",
        f"Voicemail PIN {pin(4, WEAK)} — dial 171 and it asks for it",
        f"the pin to get my messages off the landline is {pin(4, WEAK)}",
        f"voicemail for the mobile when I'm away from home: {pin(5, WEAK)}",
        f"Answering machine remote code {pin(3, WEAK)}, for when I'm at Siobhán's and want to hear who rang",
        f"Voice mail\n{pin(6, WEAK)}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"The laptop came up with a blue screen asking for a 'recovery key' and Ciarán found it for me, writing it here in case it happens again: {bitlocker_key()}",
        f"BitLocker key\n{bitlocker_key()}",
        f"recovery key for the kitchen laptop (48 numbers!!) {bitlocker_key()}",
        f"Key ID starts {hexs(8).upper()}, Recovery key: {bitlocker_key()}",
    )

    r.add(
        "microsoft_recovery_code",
        f"Microsoft account recovery code (for the Outlook and the Word) — {ms_recovery_code()}",
        f"Hotmail recovery code\n{ms_recovery_code()}\nkeep with the passport",
        f"the code microsoft said to write down {ms_recovery_code()}",
        f"Microsoft: if locked out use recovery code {ms_recovery_code()} (Darragh, 3rd March)",
    )

    r.add(
        "router_admin_password",
        f"Router settings page (192.168.1.254) — admin / {rnd(ALNUM, 12)}, only for Ciarán, I'm not to touch it",
        f"the router's own password, not the wifi one: {rnd(ALNUM, 10)}",
        f"eir box admin\nuser: admin\npass: {rnd(UPPER + DIGITS, 10)}",
        f"modem login {human_pw()} — Fionn changed it from the one on the sticker so the neighbours can't mess",
    )

    r.add(
        "github_token",
        f"Ciarán asked me to mind this for him in case his laptop dies on him in college, it's his 'GitHub token', whatever that is: {github_token()}",
        f"For Ciarán (his computer thing, he said it's like a password): {github_token()}",
        f"github token for the grandson's project\n{github_fine_token()}",
        f"Ciarán's code thing — ghp key — {github_token()} — he says not to show it to anyone, as if I would",
        f"From Ciarán on WhatsApp, copied here as he asked:\nGH_TOKEN={github_token()}",
    )

    r.add(
        "discord_webhook",
        f"Fionn's link for his game group, he says if it gets out people can post as the bot, so it's private: {discord_webhook()}",
        f"discord webhook for Fionn\n{discord_webhook()}",
        f"The Discord link Fionn wanted kept safe (for the Minecraft server announcements): {discord_webhook()}",
        f"Fionn: webhook = \"{discord_webhook()}\"",
    )

    r.add(
        "database_url_password",
        f"Aoife's cake shop website — she said keep this in case her laptop is robbed again, it's the database address with the password in it: {db_url()}",
        f"DATABASE_URL={db_url()}",
        f"For Aoife (the shop's database thing):\n{db_url()}",
        f"Aoife's settings file bit she asked me to save:\n```\ndatabase:\n  url: {db_url()}\n```",
    )

    r.add(
        "home_assistant_token",
        f"Darragh set up the heating so it turns on from his phone and left me this long token in case he needs to set it up again: {ha_token()}",
        f"Home Assistant token (heating + the doorbell camera)\n{ha_token()}",
        f"the long-lived token for the smart heating, Darragh 2nd Nov: {ha_token()}",
        f"Darragh's note for the heating box:\nAuthorization: Bearer {ha_token()}",
    )

    r.add(
        "wall_safe_combination",
        f"Safe in the wardrobe (Paddy's medals, the deeds, my engagement ring) combination {safe_combo()}, turn left first",
        f"The small safe — {safe_combo()} — right, left, right, and it takes a good yank",
        f"safe combo\n{safe_combo()}",
        f"For Siobhán only: the combination of the safe in the spare room is {pin(4, WEAK)} and then the key is on the hook behind the immersion",
        f"Safe numbers L{secrets.randbelow(90) + 5} R{secrets.randbelow(90) + 5} L{secrets.randbelow(90) + 5}",
    )

    r.add(
        "password_manager_secret_key",
        f"The family password app Ciarán put on for me — the 'Secret Key' from the emergency kit: {onepassword_secret_key()}",
        f"1Password secret key\n{onepassword_secret_key()}",
        f"emergency kit key (printed copy in the biscuit tin, this is the spare) {onepassword_secret_key()}",
        f"Secret Key for the password vault thing = {onepassword_secret_key()} — the master password I have in my head, Ciarán made me say it back to him twice",
    )

    r.add(
        "telegram_bot_token",
        f"Saoirse's little robot that sends me the photo of the day — she said keep its token safe: {telegram_bot_token()}",
        f"telegram bot token for the photo bot {telegram_bot_token()}",
        f"Saoirse's bot (Nana Photos) — token\n{telegram_bot_token()}",
        f"bot token from BotFather, Saoirse typed it in here herself: {telegram_bot_token()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "prescription_reference",
        f"Repeat prescription request ref {digits(6, lead=True)}, ready for collection at the chemist Friday after 2",
        f"Rx no. {digits(5, lead=True)}-{digits(3)} for the blood pressure tablets, 3 months supply",
        f"The pharmacy gave me a docket number {digits(7, lead=True)} for the eye drops, they had to order them in",
        f"prescription reference\n{rnd(UPPER, 2)}{digits(8)}\n(the portal emailed it, nothing to do, just collect)",
        f"Dr Ní Bhriain's script for the statins: item ref {digits(4, lead=True)}/{digits(2)}, 6 repeats left",
    )

    r.add(
        "appointment_booking_number",
        f"GP appointment confirmed Tues {day()} 10:40 — booking number {digits(8, lead=True)}",
        f"Bloods with the practice nurse, ref APT-{digits(6, lead=True)}, fasting from midnight",
        f"Eye Hospital clinic appointment no {digits(7, lead=True)}, bring the drops and the list of tablets",
        f"booking ref for the flu vaccine {rnd(UPPER + DIGITS, 8)} — Boots in Clontarf",
        f"Physio in Beaumont, 3 sessions, booking {digits(6, lead=True)}, parking is murder so get the bus",
    )

    r.add(
        "hospital_chart_number",
        f"My hospital number (MRN) at the Mater is {digits(7, lead=True)} — they always ask at the desk",
        f"Beaumont chart no. {digits(6, lead=True)}",
        f"hospital number for Paddy's old file, in case they ask about the family history: {digits(7, lead=True)}",
        f"St Vincent's MRN\n{digits(8, lead=True)}",
    )

    r.add(
        "an_post_tracking",
        f"Parcel from Siobhán in Boston — An Post tracking {s10('RR', 'US')}",
        f"the slippers for Mam: tracking {s10('CP', 'GB')}, left at the post office because I was at the day centre",
        f"Registered letter for the solicitor, receipt number {s10('RR', 'IE')}",
        f"tracking no\n{s10('LX', 'IE')}",
        f"An Post said the package is 'in transit' ({s10('CX', 'DE')}) since Monday, sure it's probably in Athlone",
    )

    r.add(
        "shop_order_number",
        f"Dunnes online order {digits(9, lead=True)} — delivery Saturday 8 to 10",
        f"Argos order no. {digits(10, lead=True)}, the kettle, collect in Artane",
        f"Ordered the grandchildren's Christmas bits, order #{digits(3)}-{digits(7)}-{digits(7)}",
        f"Order {rnd(UPPER, 3)}-{digits(6)} for the mobility aids from the chemist website, {euro()} paid",
        f"Tesco order number\n{digits(8, lead=True)}\nsubstituted the brown bread AGAIN",
    )

    r.add(
        "iban_for_transfers",
        f"My IBAN for the grandchildren to send back the money for the concert tickets: {iban('IE', 'AIBK' + digits(6) + digits(8))}",
        f"Bank details for the Credit Union account (for the pension to go in): IBAN {iban('IE', 'BOFI' + digits(6) + digits(8))}, BIC BOFIIE2D",
        f"The parish collection — pay by transfer to {iban('IE', 'AIBK' + digits(14), spaced=False)}, Ref: your envelope number",
        f"IBAN for the oil man\n{iban('IE', 'PTSB' + digits(6) + digits(8))}",
        f"Siobhán's IBAN so I can send her the half for the Netflix: {iban('IE', 'BOFI' + digits(14))}",
    )

    r.add(
        "masked_card_digits",
        f"The card ending in {digits(4)} is the one that expired, the new one ends {digits(4)}",
        f"Payment of {euro()} taken from card ****{digits(4)} for the TV licence",
        f"Which card for Netflix? the Visa **** **** **** {digits(4)}",
        f"Bank letter says card xxxx-xxxx-xxxx-{digits(4)} was blocked for 'unusual activity' (it was me, in Lanzarote)",
        f"Mastercard last 4 digits {digits(4)} — that's the one on the Dunnes account",
    )

    r.add(
        "meter_point_numbers",
        f"Electricity MPRN {mprn()} — they ask for it every time you ring",
        f"ESB meter number (MPRN) {mprn()}, gas GPRN {digits(7, lead=True)}",
        f"meter reading {digits(5)} on {day()}, MPRN\n{mprn()}",
        f"For switching supplier: MPRN {mprn()}, meter serial {digits(8, lead=True)}",
    )

    r.add(
        "eircode_address",
        f"My Eircode for the delivery forms {eircode()}",
        f"Siobhán's new place: 14 Seafield Close, Eircode {eircode()}",
        f"day centre eircode {eircode()} for the taxi",
        f"The chemist's Eircode is {eircode()}, they deliver on Wednesdays",
        f"Eircodes for the Christmas cards\nSiobhán {eircode()}\nAunt Kitty {eircode()}\nthe O'Neills {eircode()}",
    )

    r.add(
        "phone_number",
        f"Practice phone {landline()} (press 2 for prescriptions, 3 for the nurse)",
        f"Aoife's new number {mobile()}",
        f"Public health nurse, Breda — {mobile()}, she's out Mondays",
        f"Taxi man that's good with the wheelchair\n{mobile()}",
        f"Out of hours doctor (DubDoc) {landline()} — after 6 and weekends",
    )

    r.add(
        "flight_booking_ref",
        f"Aer Lingus booking reference {rnd(UPPER, 6)} — Dublin to Boston 14 June, window seat please God",
        f"Ryanair to Lanzarote, reservation {rnd(UPPER + DIGITS, 6)}, check in online 24 hours before (ask Ciarán)",
        f"e-ticket number {digits(3, lead=True)}-{digits(10)}",
        f"Flight conf code {rnd(UPPER, 6)}, bag 20kg, assistance booked at the gate",
        f"booking ref\n{rnd(UPPER + DIGITS, 6)}\nhotel in Fuerteventura, half board",
    )

    r.add(
        "utility_account_number",
        f"Eir account number {digits(10, lead=True)} for the landline and internet, bill {euro()} a month",
        f"Bord Gáis account {digits(9, lead=True)}",
        f"Virgin Media customer no. {digits(9, lead=True)}, the box is on its last legs",
        f"Waste collection account\n{rnd(UPPER, 2)}{digits(7)}\nbrown bin Tuesday",
        f"TV licence number {rnd(UPPER, 2)}{digits(8)}, renewed {day()}",
    )

    r.add(
        "expired_verification_code",
        f"The bank texted a code {digits(6)} for the transfer, used it already, they only last 5 minutes anyway",
        f"verification code from the portal was {digits(6)} — that's done now, it's used",
        f"Code {digits(6)} from Google (expired, it didn't work because I was too slow, it sent another one)",
        f"One-time code {digits(4)} the Revenue sent, used it 10:15 this morning, gone now",
        f"That {digits(6)} code the Credit Union sent — it's used and it's no good to anyone, I only wrote it because I was on the phone to them",
    )

    r.add(
        "where_password_is_kept",
        "The PIN for the new card is in the letter in the bureau drawer, top left, under the Mass cards",
        "Wifi password is on the sticker under the router in the hall press, don't ring me about it",
        "All my passwords are in the little red book in the handbag, Siobhán knows where it is if I'm gone",
        "The alarm code is the same as it always was, I'm not writing it here, ask your mother",
        "Ciarán put all my logins into the password app on the phone, the master one is only in my head — he says that's the way it should be",
        "Netflix password: ask Siobhán, she changed it again without telling me",
    )

    r.add(
        "wifi_network_name",
        f"Home wifi is called eir{digits(5)}-2.4G (the other one with 5G on the end is faster in the kitchen)",
        "The hotel wifi network 'HotelLanza_Guest' — no password, you just tick the box",
        f"Network name VM{digits(7)}, router serial {rnd(UPPER + DIGITS, 12)}",
        "Library free wifi: Dublin_Libraries_Public — open, no code needed",
        f"Caravan park wifi is 'Courtown_Guest_{digits(2)}', the code is on the card at reception, I never keep it",
    )

    r.add(
        "device_serial_number",
        f"Hearing aid serial (left) {digits(8, lead=True)}, right {digits(8, lead=True)} — for the insurance",
        f"Laptop serial number {pick('5CD', 'PF', 'C02')}{rnd(UPPER + DIGITS, 8)}, bought in Harvey Norman",
        f"The blood pressure monitor S/N {rnd(UPPER, 2)}{digits(9)}",
        f"Kindle serial\n{rnd(UPPER + DIGITS, 16)}",
        f"Stairlift model SL-{digits(3)} serial {digits(6, lead=True)}-{rnd(UPPER, 2)}, service due in May",
    )

    r.add(
        "handset_imei",
        f"IMEI of my phone {imei()} (Darragh said write it down in case it's robbed)",
        f"phone IMEI\n{imei()}",
        f"The old Samsung's IMEI is {imei()}, the new iPhone is {imei()}",
        f"Three shop asked for the IMEI: {imei()}",
    )

    r.add(
        "software_version",
        f"iPad says iOS {pick('17', '18')}.{secrets.randbelow(7)}.{secrets.randbelow(4)} — Ciarán says update it, I say it's grand",
        f"WhatsApp version 2.{pick('24', '25')}.{secrets.randbelow(25) + 1}.{secrets.randbelow(90) + 10}",
        f"The HSE app needs version {secrets.randbelow(3) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(10)} or newer for the vaccine cert",
        f"Laptop: Windows 11 23H2 build 22631.{digits(4, lead=True)}",
        f"the hearing aid app wanted an update to {secrets.randbelow(3) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(100)} (build {digits(5, lead=True)}), Darragh did it",
    )

    r.add(
        "pension_dates_amounts",
        f"State pension {euro()} a week, paid Thursdays into the Credit Union",
        f"Nursing pension (HSE superannuation) {euro()} on the {secrets.randbelow(27) + 1}th of the month",
        f"Household benefits — electricity allowance {euro()} every 2 months, started {day()}",
        f"Fuel allowance {euro()} weekly from {day()}, claim no. {digits(7, lead=True)}",
        f"Christmas bonus came in {day()}: {euro()}, spent half of it on the grandchildren already",
    )

    r.add(
        "library_membership_number",
        f"Library card number {digits(14, lead=True)} — Raheny branch",
        f"library membership {rnd(UPPER, 1)}{digits(9)} for the audiobooks on the phone",
        f"Borrowbox — library card no.\n{digits(14, lead=True)}",
        f"My library ID is {digits(10, lead=True)}, the girl says the PIN is on the form I filled in, I'll look for it",
    )

    r.add(
        "car_registration",
        f"Car reg {car_reg()} — the little Yaris",
        f"NCT booking for {car_reg()} on {day()} at Fonthill, test ref {digits(8, lead=True)}",
        f"Siobhán's car {car_reg()} for the disabled parking permit form",
        f"motor tax renewed for {car_reg()}, disc number {digits(9, lead=True)}",
    )

    r.add(
        "health_insurance_membership",
        f"VHI membership number {digits(8, lead=True)}, plan Health Plus Access",
        f"Laya policy no. {digits(9, lead=True)} — claim form for the physio",
        f"Medical card number {digits(8, lead=True)}{rnd(UPPER, 1)}, renewal due {day()}",
        f"Irish Life Health member ID\n{digits(10, lead=True)}",
        f"Travel insurance policy {rnd(UPPER, 3)}{digits(8)} for Boston, covers the hip",
    )

    r.add(
        "leap_card_number",
        f"Leap card (the free travel one) number {groups(digits(12, lead=True), 4)}",
        f"Free Travel Pass no. {digits(9, lead=True)}",
        f"Aoife's student Leap, for topping up: {groups(digits(12, lead=True), 4)}",
        f"leap card\n{digits(12, lead=True)}\nregistered in case I lose it",
    )

    r.add(
        "grandsons_public_key",
        f"Ciarán says this is his 'public key' and it's fine for anyone to see, I'm only keeping it because he asked: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ciaran@laptop",
        f"The fingerprint of Ciarán's key, for checking: {ssh_fingerprint()}",
        f"Saoirse's public address thing for encrypted files (the 'age' one, public, not private): {age_public_key()}",
        f"Darragh: public key (public!! not the secret one)\nssh-rsa {ssh_pub('ssh-rsa', 260)} darragh@pi",
    )

    r.add(
        "code_commit_id",
        f"Ciarán says the version of the heating setup that works is commit {hexs(40)}, in case it breaks",
        f"Fionn's game server: last good version {hexs(7)}",
        f"the 'commit' Aoife wanted me to note for the shop website: {hexs(12)} — no idea",
        f"git ref for Darragh's doorbell project\n{hexs(40)}",
        f"Aoife says if the shop website goes wrong, tell her it was working at {hexs(7)} and broke at {hexs(7)}",
    )

    r.add(
        "order_status_link",
        f"Track the stairlift order here: https://orders.acme.example/status/{uid()}",
        f"The portal's appointment page https://portal.acmehealth.example/appointments/{uid()} (you still have to log in)",
        f"Parish raffle results https://parish.example/raffle/{uid()}",
        f"Receipt for the oil https://billing.acme.test/receipts/{uid()}",
    )

    r.add(
        "secret_placeholder_reference",
        "Ciarán's note: the GitHub token is NOT in here, it's ${{ secrets.GH_TOKEN }} in the settings, Nana don't worry about it",
        "Aoife said the shop password lives in a file called .env as DATABASE_URL and she has it, I don't",
        "Darragh: heating token is in the Home Assistant secrets.yaml under !secret ha_token, nothing for you to keep Nana",
        "Fionn says the webhook is in os.environ['DISCORD_WEBHOOK'] now so I can delete the one I had",
        "Saoirse's bot reads its token from BOT_TOKEN, she keeps it in the vault at secret/nana-photos/telegram",
    )

    r.add(
        "publishable_site_key",
        f"Aoife's shop page has this 'publishable key' in it that she says is meant to be public, for the card box: {stripe_publishable_key()}",
        f"reCAPTCHA site key (public) for the cake shop contact form: {recaptcha_site_key()}",
        f"Aoife: pk key for the checkout (public one, the secret one is elsewhere)\n{stripe_publishable_key()}",
        f"The site key Google gave Aoife for the 'I'm not a robot' box: {recaptcha_site_key()}",
    )

    r.add(
        "file_checksum",
        f"Ciarán said check the photos backup matches with this number: SHA256 {hexs(64)}",
        f"checksum of the Windows download {hexs(64)}",
        f"md5 of the wedding video file {hexs(32)} (Darragh)",
        f"The photo zip for the anniversary: sha256sum\n{hexs(64)}  photos_2024.zip",
    )

    r.add(
        "lotto_numbers",
        f"Lotto numbers this week {lotto()} bonus {secrets.randbelow(47) + 1}",
        f"My usual numbers (birthdays of the grandchildren) {lotto()}",
        f"Euromillions ticket {lotto()} — check Tuesday",
        f"Parish draw ticket no. {digits(4, lead=True)}, and the lotto line\n{lotto()}",
        f"Lotto syndicate at the day centre, our lines:\n1) {lotto()}\n2) {lotto()}\nBreda holds the tickets",
    )

    r.add(
        "health_readings",
        f"BP this morning {secrets.randbelow(40) + 115}/{secrets.randbelow(25) + 70}, pulse {secrets.randbelow(30) + 60}",
        f"INR 2.{secrets.randbelow(9) + 1} on {day()}, warfarin stays at {secrets.randbelow(4) + 3}mg",
        f"Sugar fasting {secrets.randbelow(3) + 5}.{secrets.randbelow(10)} mmol/L, HbA1c {secrets.randbelow(10) + 38}",
        f"weight {secrets.randbelow(20) + 62}.{secrets.randbelow(10)}kg, cholesterol {secrets.randbelow(3) + 4}.{secrets.randbelow(10)}",
        f"Readings for Dr Ní Bhriain:\n{day()}  {secrets.randbelow(40) + 115}/{secrets.randbelow(25) + 70}\n{day()}  {secrets.randbelow(40) + 115}/{secrets.randbelow(25) + 70}",
    )

    r.add(
        "bitcoin_receive_address",
        f"Darragh says this is my bitcoin 'address', like a letterbox, people can send to it but not take out: {btc_address()}",
        f"receive address for the wallet {btc_address()}",
        f"BTC address (public, Darragh said it's fine to share)\n{btc_address()}",
        f"Send the birthday bitcoin to {btc_address()} — that's the public one",
    )

    return r


def main() -> None:
    write_corpora("make_heldout399.py", [
        ("heldout399_credentials.yaml", credentials(), "Held-out batch 399: credentials a retired Dublin nurse keeps (GP portal, card and banking PINs, Wi-Fi, alarm and key safe codes, Apple and Google recovery, MyGovID, and tokens she minds for her grandchildren)"),
        ("heldout399_lookalikes.yaml", lookalikes(), "Held-out batch 399: a retired Dublin nurse's references, tracking and order numbers, IBANs, masked cards, meter numbers, used codes, serials, public keys and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
