# ruff: noqa: E501
"""Writes heldout108_credentials.yaml and heldout108_lookalikes.yaml: held-out batch 108.

Persona: a sheep and beef farmer in Southland, New Zealand, who also runs a small fencing
contracting business on the side. Writes short, casual notes in NZ English to the AI on the
phone: bank and farm-software logins, card PINs, padlock and gate combos, the house alarm,
the kids' iPad; and plenty of everyday farm numbers (NAIT, ear tags, GST, dockets, regos,
paddocks, fert codes, stock counts) that are not secrets at all.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

FARM_WORDS = ["Tussock", "Mataura", "Oreti", "Hokonui", "Takitimu", "Romney", "Hereford",
              "Angus", "Woolshed", "Swanndri", "Gumboot", "Totara", "Matai", "Waiau",
              "Mossburn", "Lumsden", "Tapanui", "Glenmore", "Coopworth", "Perendale"]
DOGS = ["Floss", "Mac", "Tip", "Bess", "Nell", "Jock", "Rua", "Moss", "Sky", "Bo", "Gyp", "Dot"]
SEED_WORDS = ["abandon", "orchard", "timber", "gravel", "lamb", "wool", "river", "fence",
              "harvest", "cattle", "shadow", "winter", "hammer", "wagon", "meadow", "copper",
              "rural", "tractor", "valley", "anchor", "bitter", "canyon", "donkey", "eagle",
              "fabric", "garden", "hybrid", "island", "jacket", "kettle", "ladder", "motor",
              "noble", "oxygen", "pepper", "quarter", "rabbit", "saddle", "tunnel", "unveil"]
PASS_WORDS = ["paddock", "gumboot", "tussock", "shearer", "dagging", "heifer", "hogget",
              "wether", "crutch", "strainer", "batten", "staple", "ewe", "ram", "bale"]


def year() -> str:
    return str(1968 + secrets.randbelow(56))


def fpw() -> str:
    """A password this farmer would pick, or one a kid or the bank app made for them."""
    w = secrets.choice(FARM_WORDS)
    d = secrets.choice(DOGS)
    return pick(
        f"{w}{digits(pick(2, 3, 4))}",
        f"{w}{digits(2)}!",
        f"{d}{year()}",
        f"{w.lower()}{d.lower()}{digits(2)}",
        f"{d}&{w}{digits(2)}",
        f"{w}#{digits(3)}{rnd(UPPER, 1)}",
        pw(),
        rnd(ALNUM, 12),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def combo(n: int = 4) -> str:
    sep = pick("", "-", " ", ".")
    return sep.join(digits(n))


def visa() -> str:
    return groups(luhn("4", 16), 4)


def mastercard() -> str:
    return groups(luhn(pick("51", "52", "53", "54", "55"), 16), 4)


def mobile() -> str:
    return f"{pick('021', '022', '027', '029')} {digits(3, True)} {digits(4)}"


def landline() -> str:
    return f"03 2{digits(2)} {digits(4)}"


def plate() -> str:
    return pick(rnd(UPPER, 3) + digits(3, True), rnd(UPPER, 2) + digits(4, True))


def date() -> str:
    return f"{secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1:02d}/{pick('2024', '2025', '2026')}"


def nzbank(bank: str) -> str:
    return f"{bank}-{digits(4)}-{digits(7)}-{pick('00', '01', '02', '25')}"


def gst() -> str:
    return f"{digits(3, True)}-{digits(3)}-{digits(3)}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def vin() -> str:
    alpha = "ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS
    return pick("MR0", "MPA", "JTF", "6FP") + rnd(alpha, 14)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "anz_internet_banking_password",
        f"ANZ internet banking\ncustomer no {digits(8, True)}\npw {fpw()}",
        f"anz login changed again, new one is {fpw()} (same customer number as before)",
        f"can u remember this for me - ANZ farm account internet banking password: {fpw()}",
    )
    r.add(
        "kiwibank_login_password",
        f"Kiwibank (fencing business acct) - access no {digits(7, True)}, password {fpw()}",
        f"Jo, the kiwibank login for Oreti Fencing is\n{digits(7, True)}\n{fpw()}\ndont change it without telling me eh",
        f"kiwibank pw now {fpw()} after they made me reset it at the branch in Gore",
    )
    r.add(
        "fuel_card_pin",
        f"Z fuel card PIN {pin()}",
        f"fuel card pin is {pin()} for both cards, the Hilux one and the Ranger one",
        f"BP Plus card (in the ute visor)\nPIN: {pin()}\nremember to put the odo in when it asks",
    )
    r.add(
        "eftpos_card_pin",
        f"my eftpos card pin {pin()} - Jo's is {pin()}",
        f"new ANZ eftpos card came today, pin set to {pin()}",
        f"kiwibank debit card for the fencing biz, pin {pin()}. Tane uses it at Farmlands sometimes",
    )
    r.add(
        "starlink_wifi_password",
        f"starlink wifi: Glenmore_Starlink / {pick(rnd(ALNUM, 12), phrase(PASS_WORDS, 3, '-') + digits(2))}",
        f"For the shearers: wifi is Starlink_{rnd(UPPER, 2)}{digits(2)} and the password is {phrase(PASS_WORDS, 2, '')}{digits(4)}",
        f"WIFI:T:WPA;S:Glenmore-STARLINK;P:{rnd(ALNUM, 14)};;\n(thats off the QR code on the fridge, for when the kids mates come)",
    )
    r.add(
        "woolshed_padlock_combo",
        f"woolshed padlock combo {combo()}",
        f"Woolshed lock - {combo()} (changed after the shearing gang left)",
        f"txt to Hemi: hey bro the woolshed lock is {combo()}, grab the handpiece out of the cupboard and lock it after cheers",
    )
    r.add(
        "chemical_shed_padlock_combo",
        f"chem shed combo: {combo()}",
        f"Chemical shed padlock {combo()} - only me, Dad and Tane to know it, spray cert rules",
        f"Reminder\n- chem shed lock {combo(3)}\n- drench is on the left shelf\n- dont leave the door open, kids",
    )
    r.add(
        "ute_key_lockbox_code",
        f"key lockbox at the workshop (ute keys) code {combo()}",
        f"the lockbox with the ute keys is on the side of the implement shed, code is {digits(4)}",
        f"Lockbox for the Ranger + trailer keys: {combo()}. Tell the relief milker- no wait the relief guy for lambing beat",
    )
    r.add(
        "neighbour_gate_code",
        f"McKenzie's gate code {digits(4)}#",
        f"neighbours electric gate (Bruce & Sandra) - punch in *{digits(4)} then the green button",
        f"Gate code to get thru Bruce's place to the back block: {digits(5)}",
    )
    r.add(
        "house_alarm_code",
        f"house alarm code {pin()}",
        f"Alarm at the house: {pin()} to disarm, {pin()} is the duress one",
        f"Msg for mum while we're away:\nhouse alarm is {pin()}, hit OFF then the code. If it beeps ring Jo on {mobile()}",
    )
    r.add(
        "myir_password",
        f"IRD myIR login - user glenmore.farm, password {fpw()}",
        f"myIR pw {fpw()}",
        f"Accountant wants me to link her in myIR, my login is rjmcrae{digits(2)} and the password is {fpw()}",
    )
    r.add(
        "stock_agent_portal_login",
        f"stock agent online portal - rob@glenmore.example / {fpw()}",
        f"PGG portal login: username {digits(6, True)} password {fpw()}",
        f"Carrfields app for the store sale prices\nlogin robmcrae\npass {fpw()}",
    )
    r.add(
        "kids_ipad_passcode",
        f"kids ipad passcode {digits(6)}",
        f"Ella's ipad code {digits(4)}, Sam's is {digits(6)} - screen time pin is {digits(4)}",
        f"iPad in the lounge - passcode is {digits(6)} if the kids change it again I'm taking it off them",
    )
    r.add(
        "farm_app_login",
        f"FarmIQ login rob@glenmore.example pw {fpw()}",
        f"Farm recording app (the one the bank wanted us on): {fpw()} is the password, email is the farm gmail",
        f"farm mapping app - user: glenmorestation / pass: {fpw()}",
    )
    r.add(
        "business_credit_card",
        f"Fencing biz visa {visa()} exp {card_expiry()} cvv {digits(3)}",
        f"Mastercard for the farm\n{mastercard()}\n{card_expiry()}\nback: {digits(3)}",
        f"card for online orders (Farmlands website keeps forgetting it) {visa()}  {card_expiry()}  {digits(3)}",
    )
    r.add(
        "xero_password",
        f"Xero - accounts@oretifencing.example, {fpw()}",
        f"xero password changed to {fpw()} (accountant Sharon has her own login)",
        f"xero login for the fencing\nemail rob@oretifencing.example\npassword {fpw()}",
    )
    r.add(
        "xero_2fa_setup_key",
        f"Xero 2 step setup key (if I lose my phone again): {totp_seed()}",
        f"authenticator backup - Xero - key {rnd(BASE32, 32)} - Sam set this up on the old phone",
        f"xero 2FA\nsecret key: {totp_seed()}\n(type it into the new phone under Xero, time based)",
    )
    r.add(
        "email_password",
        f"xtra email glenmore{digits(2)}@xtra.example password {fpw()}",
        f"gmail for the fencing business - oretifencing@gmail.example - pw {fpw()}",
        f"Jo's email password is {fpw()} (she said I can use it to find the shearing invoice)",
    )
    r.add(
        "google_backup_codes",
        "google backup codes for the farm gmail:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
        f"backup codes (farm gmail) {digits(4)} {digits(4)}, {digits(4)} {digits(4)}, {digits(4)} {digits(4)} - crossed off the first one",
        f"Jo's gmail backup codes - {digits(8)} {digits(8)} {digits(8)} {digits(8)} (printed copy in the safe too)",
    )
    r.add(
        "nait_online_password",
        f"NAIT website login: user {digits(7, True)} pw {fpw()}",
        f"nait password reset to {fpw()} - the old one didnt work when I tried to record the heifers",
        f"NAIT account (for registering the calves) user = glenmore, pass = {fpw()}",
    )
    r.add(
        "vet_portal_password",
        f"vet clinic online ordering (Northern Southland Vets) - {fpw()}",
        f"Vets portal for ordering drench and the B12: login rob.mcrae  password {fpw()}",
        f"VetSouth app pw {fpw()}",
    )
    r.add(
        "fert_company_portal_login",
        f"Ravensdown online: rob@glenmore.example  {fpw()}",
        f"ballance myballance login - shareholder email, password is {fpw()}",
        f"fert portal password = {fpw()} (for ordering the spring super)",
    )
    r.add(
        "wool_broker_portal_login",
        f"wool broker website, to see the clip results\nuser: glenmore\npw: {fpw()}",
        f"PGG wool portal password {fpw()}",
        f"Wool login (CP Wool) changed to {fpw()}",
    )
    r.add(
        "meat_processor_supplier_login",
        f"Alliance supplier portal - supplier login {digits(5, True)} password {fpw()}",
        f"silver fern farms farmer portal pw: {fpw()} - kill sheets are under 'my reports'",
        f"meat co app login: rob@glenmore.example // {fpw()}",
    )
    r.add(
        "gun_safe_combination",
        f"gun safe combo {digits(2)}-{digits(2)}-{digits(2)}",
        f"Safe in the wardrobe (rifles): {combo(6)}. Dont tell the kids",
        f"gun safe digital code {digits(6)} then #",
    )
    r.add(
        "diesel_tank_pump_code",
        f"diesel tank at the yards - pump code {digits(4)}",
        f"Bowser code for the farm diesel tank is {digits(4)}, the fencing one at the yard is {digits(4)}",
        f"Tane - diesel pump needs the code {digits(5)} before it'll run, fill the tractor and the post driver",
    )
    r.add(
        "weigh_scale_app_password",
        f"tru-test datalink login rob@glenmore.example pw {fpw()}",
        f"Scales app (weighing lambs) password {fpw()}",
        f"MiHub login for the XR5000 files:\nglenmorestation\n{fpw()}",
    )
    r.add(
        "apple_id_password",
        f"apple id for the kids ipads - family@glenmore.example pw {fpw()}",
        f"My apple ID password {fpw()}",
        f"Apple ID (jo) {fpw()} - needed it to download the school app",
    )
    r.add(
        "trademe_password",
        f"trade me - robbo_{rnd(LOWER, 3)}{digits(2)} / {fpw()}",
        f"trademe login pw is {fpw()} (selling the old quad)",
        f"Trade Me password changed {fpw()}",
    )
    r.add(
        "realme_password",
        f"RealMe login username rjmcrae{digits(3)} pw {fpw()}",
        f"realme pw (for the govt stuff, MPI and IRD) {fpw()}",
        f"RealMe\nuser: glenmore.farm\npassword: {fpw()}",
    )
    r.add(
        "workshop_roller_door_code",
        f"workshop roller door keypad {digits(4)}",
        f"the keypad for the big shed roller door is {digits(4)} then the up arrow",
        f"roller door code {digits(4)} - gave it to the Gallagher guy for Tuesday",
    )
    r.add(
        "trail_camera_app_password",
        f"trail cam app (for the deer at the back) login glenmore, pw {fpw()}",
        f"Spypoint app password: {fpw()}",
        f"trailcam login changed, its now {fpw()}",
    )
    r.add(
        "router_admin_password",
        f"house router admin page 192.168.1.1 user admin pass {rnd(ALNUM, 10)}",
        f"modem login (the old one before starlink) admin / {rnd(ALNUM, 8)}",
        f"Router admin password {rnd(ALNUM + '!@#', 12)} - need it to block the kids xbox after 9",
    )
    r.add(
        "woolshed_wifi_extender_password",
        f"wifi extender at the woolshed: network Woolshed_Ext key {rnd(ALNUM, 10)}",
        f"woolshed wifi pw {phrase(PASS_WORDS, 2, '')}{digits(3)}",
        f"Shearers keep asking - woolshed wifi:\nWoolshed_Ext\n{rnd(ALNUM, 10)}",
    )
    r.add(
        "anz_phone_banking_pin",
        f"ANZ phone banking pin {digits(4)}",
        f"phone banking - customer no {digits(8, True)}, telecode {digits(5)}",
        f"when ringing ANZ they want the phone pin: {digits(4)}",
    )
    r.add(
        "power_account_password",
        f"power company login (Contact) rob@glenmore.example {fpw()}",
        f"Meridian online account password {fpw()}",
        f"power acct login pw {fpw()} (for checking the pump shed usage)",
    )
    r.add(
        "job_management_app_password",
        f"Tradify login for the fencing quotes: rob@oretifencing.example pw {fpw()}",
        f"job app pw {fpw()} - Tane has his own login now",
        f"Fencing job app\nuser rob@oretifencing.example\npass {fpw()}\n(Sharon wants the timesheets in by Friday)",
    )
    r.add(
        "payroll_login_password",
        f"payroll (for Tane and the casuals) - user oretifencing, pw {fpw()}",
        f"iPayroll password {fpw()}",
        f"Smart Payroll login: employer id {digits(6, True)}, password {fpw()}",
    )
    r.add(
        "drone_account_password",
        f"DJI account for the drone (checking troughs) - rob@glenmore.example / {fpw()}",
        f"drone app pw {fpw()}",
        f"drone login changed - new password {fpw()}",
    )
    r.add(
        "hunting_hut_padlock_combo",
        f"hut padlock up the Oreti {combo()} - the club changed it at the AGM",
        f"Hunting club hut combo {combo(4)}, leave it scrambled after",
        f"txt from the club sec: hut lock is now {combo()} until next AGM, dont pass it on",
    )
    r.add(
        "weather_station_api_key",
        f"weather station (the Davis one on the hill) api key {rnd(LOWER + DIGITS, 32)} secret {rnd(LOWER + DIGITS, 32)} - Sam set it up for the rainfall graph",
        f"WeatherLink\nAPI Key v2: {rnd(LOWER + DIGITS, 32)}\nAPI Secret: {rnd(LOWER + DIGITS, 32)}",
    )
    r.add(
        "cashbook_software_login",
        f"CashManager login rob_glenmore pw {fpw()}",
        f"cash manager rural password changed to {fpw()} (accountant asked)",
    )
    r.add(
        "voicemail_pin",
        f"voicemail pin on my mobile {digits(4)}",
        f"to get messages ring *121 pin is {digits(4)}",
        f"voicemail on the landline - code {digits(4)}",
    )
    r.add(
        "sky_sport_now_password",
        f"Sky Sport Now for the rugby - rob@glenmore.example {fpw()}",
        f"sky go pw {fpw()} (Highlanders on Sat)",
        f"Sky login so Dad can watch the test at his place: email jo@glenmore.example password {fpw()}",
    )
    r.add(
        "crypto_wallet_seed_words",
        f"the bitcoin wallet Sam set up, recovery words:\n{phrase(SEED_WORDS, 12)}",
        f"Sam says keep these 12 words safe for the crypto thing: {phrase(SEED_WORDS, 12, ', ')}",
    )
    r.add(
        "phone_sim_puk_code",
        f"sim card PUK {digits(8)} (phone locked after Ella put the pin in wrong)",
        f"2degrees sim pin {digits(4)}, PUK {digits(8)}",
    )
    r.add(
        "mailbox_padlock_combo",
        f"letterbox padlock at the road {combo(3)}",
        f"the rural delivery box lock is {combo(4)} - for the courier parcels",
        f"courier box at the gate, padlock {combo(4)} - told the courier driver",
    )
    r.add(
        "security_question_answers",
        f"ANZ security questions - mothers maiden name: {pick('Henderson', 'McLeod', 'Pirini', 'Dunlop')}{digits(2)}, first school: {pick('Balfour', 'Riversdale', 'Waikaia')} {rnd(LOWER, 4)}",
        f"kiwibank secret answer (first car): {pick('hq', 'escort', 'corolla', 'bedford')}{digits(3)}",
    )
    r.add(
        "acc_business_login",
        f"MyACC for business login - oretifencing / {fpw()}",
        f"ACC online pw {fpw()}",
    )
    r.add(
        "facebook_password",
        f"facebook (fencing page) - oretifencing@gmail.example pw {fpw()}",
        f"fb password {fpw()}",
        f"Facebook login for the farm page\njo@glenmore.example\n{fpw()}",
    )
    r.add(
        "gallagher_app_password",
        f"Gallagher fence monitor app login rob@glenmore.example password {fpw()}",
        f"energiser app pw {fpw()} so I can see the fence voltage from the house",
        f"gallagher login changed to {fpw()}",
    )
    r.add(
        "school_app_password",
        f"school app (Hero) login jo@glenmore.example / {fpw()}",
        f"kindy app password {fpw()}",
    )
    r.add(
        "insurance_portal_password",
        f"FMG online login (farm insurance) rob@glenmore.example pw {fpw()}",
        f"insurance website password {fpw()} - for the claim on the quad",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "nait_location_number",
        f"NAIT location number for Glenmore is {digits(6, True)}, the runoff is {digits(6, True)}",
        f"nait no {digits(6, True)} - need it on the ASD for the weaners",
        f"Bruce's NAIT number (for when we move the heifers over) {digits(6, True)}",
    )
    r.add(
        "ear_tag_number",
        f"cow with the bad foot - tag 982 {digits(12)}",
        "lost tags to replace: " + ", ".join(pick("Y", "W", "R") + digits(2) + "-" + digits(4) for _ in range(4)),
        f"bull EID 554 {digits(12)}, visual tag {digits(4)}",
        f"Heifer {digits(4)} had twins, tag 982 {digits(12)} - keep an eye",
    )
    r.add(
        "flock_herd_id",
        f"Romney flock no. {digits(4, True)} (ram breeder's)",
        f"herd id for the angus: {rnd(UPPER, 2)}{digits(4)}",
        f"Flock number on the ram cert {digits(5, True)}",
    )
    r.add(
        "gst_number",
        f"GST no for Oreti Fencing Ltd {gst()}",
        f"put the GST number on the quote: {gst()}",
        f"Glenmore farm GST {gst()}, fencing biz GST {gst()}",
    )
    r.add(
        "ird_number_masked",
        f"IRD no ***-***-{digits(3)} (full one's on the letter in the office)",
        f"my IRD ends in {digits(3)}, Jo's ends in {digits(3)}",
        f"tax return done - IRD xxx-xxx-{digits(3)}, refund ${digits(3, True)}.{digits(2)}",
    )
    r.add(
        "invoice_number",
        f"shearing invoice INV-{digits(5)} paid {date()}",
        f"Oreti Fencing invoice #{digits(4, True)} to Bruce for the boundary, $ {digits(2, True)},{digits(3)}.00 + GST",
        f"Farmlands statement - invoices {digits(8, True)}, {digits(8, True)}, {digits(8, True)} still owing",
    )
    r.add(
        "docket_number",
        f"fert docket {digits(7, True)} - 12t super on the hill block",
        f"lime delivery docket no. {rnd(UPPER, 2)}{digits(6)}",
        f"stock truck docket {digits(6, True)}, 312 lambs to the works",
    )
    r.add(
        "rego_wof",
        f"Hilux rego {plate()} WOF due {date()}",
        f"trailer {plate()} rego expires {date()}, ute {plate()} COF {date()}",
        f"Ranger {plate()} - wof done at Lumsden, next one {date()}",
        f"RUC for the ute: plate {plate()}, licence no {digits(8, True)}, paid to {digits(6, True)} km",
    )
    r.add(
        "paddock_block_number",
        f"ewes in paddock {digits(2, True)}, hoggets in {digits(2, True)}, rams on the top block (P{digits(2, True)})",
        f"Block {pick('A', 'B', 'C')}{digits(2, True)} - sprayed {date()}",
        f"move the cattle from {digits(2, True)} to {digits(2, True)} on Tuesday",
    )
    r.add(
        "fertiliser_product_code",
        f"order: Super 30K {digits(2, True)}t, Sulphur Super 15 - product code {rnd(UPPER, 3)}-{digits(4)}",
        f"fert for the flats: DAP {digits(3, True)} kg/ha, product {rnd(UPPER, 2)}{digits(5)}",
        f"Potash Super 30% K, batch {rnd(UPPER, 1)}{digits(2)}-{digits(4)}",
    )
    r.add(
        "stock_counts_weights",
        f"weaned {digits(3, True)} lambs av {digits(2, True)}.{digits(1)} kg",
        f"tally - ewes {digits(4, True)}, hoggets {digits(3, True)}, rams {digits(2, True)}",
        f"weighed the yearlings: {', '.join(digits(3, True) for _ in range(6))} kg",
        f"cull cows {digits(2, True)} head, avg {digits(3, True)}kg cw",
    )
    r.add(
        "phone_numbers",
        f"shearing contractor Mike {mobile()}",
        f"vet after hours {landline()}, Bruce {mobile()}",
        f"Gallagher rep {mobile()} / stock agent {mobile()} / 0800 {digits(3)} {digits(3)} fert",
    )
    r.add(
        "property_valuation_id",
        f"rates valuation no {digits(5)}/{digits(3)}.{digits(2)}",
        f"property id on the rates notice {digits(10)}",
        f"Southland DC rating ref {digits(8, True)} - rates due {date()}",
    )
    r.add(
        "code_changed_no_value",
        "changed the woolshed combo today, Dad and Tane know the new one",
        "House alarm code changed after the cleaner left. Jo's got it, not writing it here",
        "new gate code at Bruce's from Monday, he'll text it to me",
        "chem shed padlock reset to a new number, told Hemi in person",
    )
    r.add(
        "combo_location_reference",
        "the combo is written inside the shed door",
        "lockbox code for the ute keys is on the card in my wallet",
        "gun safe combo - in the sealed envelope with the will at the lawyers",
    )
    r.add(
        "business_bank_account_on_invoice",
        f"for invoices - pay to Oreti Fencing Ltd {nzbank('38')}",
        f"Farm account for the stock agent to pay into: {nzbank('01')}",
        f"bank acct for the quote footer {nzbank('06')}, ref = invoice number",
    )
    r.add(
        "courier_tracking_number",
        f"handpiece parts tracking {rnd(UPPER, 2)}{digits(9)}NZ",
        f"Mainfreight consignment {digits(8, True)} - energiser on the way",
        f"NZ Post tracking {digits(20)}",
    )
    r.add(
        "booking_reference",
        f"Air NZ booking ref {rnd(UPPER + DIGITS, 6)} for Chch in June",
        f"Interislander booking {rnd(UPPER, 3)}{digits(6)} - ute + 2 adults",
        f"Motel in Queenstown conf no. {digits(9, True)}",
    )
    r.add(
        "merchant_order_number",
        f"Farmlands order {digits(9, True)} - 40 rolls 2.5 HT",
        f"PGG order # {rnd(UPPER, 2)}-{digits(7)} waratahs and staples",
        f"online order no {digits(6, True)}-{rnd(UPPER + DIGITS, 4)} (the dog kennel)",
    )
    r.add(
        "pin_reset_story",
        "EFTPOS card locked after 3 wrong PINs at the Gore Z, had to ring the bank to reset it",
        "fuel card PIN doesnt work - BP says they'll post a new one",
        "forgot the phone banking PIN, they made me come into the branch with ID",
    )
    r.add(
        "password_rule_talk",
        "myIR wants a password 8 to 32 characters with a number and a capital, no spaces",
        "bank says change the password every 90 days now, reminder set",
        "Sam says dont use the dogs names as passwords anymore, get a password manager",
    )
    r.add(
        "vaccine_batch_number",
        f"5in1 lambs - batch {rnd(UPPER, 1)}{digits(5)} exp {card_expiry()}",
        f"B12 + selenium lot {digits(6, True)}{rnd(UPPER, 1)}, given {date()}",
        f"Covexin 10 batch no. {digits(7, True)} - withholding nil",
    )
    r.add(
        "chemical_batch_withholding",
        f"drench (triple combo) batch {rnd(UPPER, 2)}{digits(4)}, meat WHP 21 days, done {date()}",
        f"sprayed thistles with batch {digits(6, True)}-{rnd(UPPER, 2)}, stock out 7 days",
        f"pour-on lot {rnd(UPPER, 1)}{digits(4)}{rnd(UPPER, 1)} exp {card_expiry()} on the cattle",
    )
    r.add(
        "machinery_serial_number",
        f"post driver serial {rnd(UPPER, 2)}{digits(7)} - for the insurance",
        f"Stihl chainsaw s/n {digits(9, True)}",
        f"quad bike frame no {rnd(UPPER + DIGITS, 10)}, engine no {rnd(UPPER, 2)}{digits(6)}",
    )
    r.add(
        "vehicle_vin",
        f"Hilux VIN {vin()}",
        f"VIN for the Ranger (insurance asked): {vin()}",
    )
    r.add(
        "starlink_kit_serial",
        f"starlink kit number KIT{digits(9, True)}",
        f"starlink dish serial {rnd(UPPER + DIGITS, 14)} - for the warranty claim",
        f"Starlink account ACC-{digits(7, True)}-{digits(5)}-{digits(2)}, service line on the bill",
    )
    r.add(
        "wifi_network_name_only",
        f"wifi at the house is Glenmore_Starlink_{rnd(UPPER, 2)}, the password's on the fridge",
        "woolshed extender shows up as Woolshed_Ext - same password as the house",
        "guest wifi is Glenmore-Guest, no password just tap connect",
    )
    r.add(
        "router_ip_address",
        "router page is 192.168.1.1, admin password is on the sticker underneath",
        f"starlink router 192.168.{digits(1, True)}.1, extender at 192.168.1.{digits(2, True)}",
    )
    r.add(
        "dog_microchip_number",
        f"Floss microchip {digits(15)}",
        f"dog rego - Mac tag {digits(6, True)}, chip 982{digits(12)}",
        f"pup microchip no. {digits(3)} {digits(3)} {digits(3)} {digits(3)} {digits(3)}",
    )
    r.add(
        "rapid_number_address",
        f"RAPID no {digits(3, True)} Glenmore Rd, RD {digits(1, True)} Lumsden {pick('9730', '9741', '9750')}",
        f"delivery address for the posts: {digits(4, True)} Oreti Valley Rd, RD {digits(1, True)}, postcode {pick('9793', '9772', '9871')}",
    )
    r.add(
        "promo_code",
        f"Farmlands promo code SPRING{digits(2)} - 10% off fencing wire",
        f"discount code FENCE{rnd(UPPER + DIGITS, 4)} at checkout",
        f"voucher code for the farm days {rnd(UPPER, 4)}{digits(2)}",
    )
    r.add(
        "fencing_product_sku",
        f"Waratah std {pick('1650', '1800')}mm SKU {digits(6, True)}",
        f"HT wire 2.5mm 25kg code {rnd(UPPER, 2)}-{digits(4)}-{rnd(UPPER, 1)}",
        f"staples 40mm x 5kg item #{digits(7, True)}, strainers 150-175 item #{digits(7, True)}",
    )
    r.add(
        "scanning_results",
        f"scanning {date()}: {digits(3, True)}% ewes, {digits(2, True)} dry, {digits(3, True)} twins",
        f"hogget scanning {digits(2, True)}% - Mike the scanner {mobile()}",
    )
    r.add(
        "rainfall_log",
        f"rain gauge {date()}: {digits(2, True)}mm",
        f"rain this month {digits(3, True)}mm, last year {digits(3, True)}mm",
    )
    r.add(
        "wool_bale_lot_numbers",
        f"wool sale lot {digits(4, True)} - {digits(2, True)} bales, bale nos {digits(3, True)}-{digits(3, True)}",
        f"clip test no. {rnd(UPPER, 1)}{digits(7)} micron {digits(2, True)}.{digits(1)}",
        f"wool catalogue {rnd(UPPER, 2)}{digits(5)} - crossbred fleece",
    )
    r.add(
        "processor_supplier_number",
        f"Alliance supplier no {digits(5, True)}",
        f"silver fern supplier number {digits(6, True)} - needed for the kill sheet",
        f"works booking for {digits(2, True)} lambs Thurs, supplier {digits(5, True)}",
    )
    r.add(
        "co_op_shareholder_number",
        f"Farmlands shareholder no {digits(7, True)}",
        f"Ravensdown shareholder number {digits(6, True)} (for the rebate)",
    )
    r.add(
        "fencing_quote_number",
        f"Quote Q-{digits(4)} Bruce - 1.2km 8 wire, $ {digits(2, True)},{digits(3)}",
        f"fencing quote #{digits(5, True)} for the deer fence at Mossburn",
        f"job {rnd(UPPER, 2)}{digits(4)} - yards rebuild, quote sent {date()}",
    )
    r.add(
        "job_site_gps",
        f"job site -45.{digits(5)}, 168.{digits(5)} (gate off the Mossburn rd)",
        f"gps for the corner strainer -46.{digits(4)} 168.{digits(4)}",
    )
    r.add(
        "firmware_version",
        f"Gallagher energiser firmware {digits(1, True)}.{digits(1)}.{digits(2)}",
        f"Starlink software {hexs(8)}-{hexs(4)} updated overnight",
        f"XR5000 update v{digits(1, True)}.{digits(1)}.{digits(1)} build {digits(5, True)}",
    )
    r.add(
        "energiser_readings",
        f"fence voltage at the back block {digits(1, True)}.{digits(1)}kV, earth {digits(3, True)}V",
        f"energiser {digits(2, True)}J, reads {digits(1, True)}.{digits(1)}kV at the woolshed",
    )
    r.add(
        "scale_session_file",
        f"weigh file {date().replace('/', '')}_{rnd(UPPER + DIGITS, 4)}.csv - lambs",
        f"session {uid()} on the scales app = the heifer weigh",
    )
    r.add(
        "two_factor_talk",
        "kiwibank sends a 6 digit code by text for new payees, dont save those",
        "Xero wants the authenticator code every time now, its on my phone",
        "ANZ code came thru to the old number - need to update the mobile on the account",
    )
    r.add(
        "password_notebook_reference",
        "all the passwords are in the red notebook in the office drawer",
        "Jo keeps the bank logins in her phone password thing, ask her",
        "wifi and alarm codes - on the laminated card in the pantry",
    )
    r.add(
        "card_last_four",
        f"fuel card ending {digits(4)} - the one in the Hilux",
        f"visa ending {digits(4)} expires {card_expiry()} - renew the Sky on it",
        f"eftpos card ending in {digits(4)} reported lost",
    )
    r.add(
        "ird_payment_reference",
        f"GST payment ref {gst()} GST {pick('31/03', '30/09', '31/01')}/{pick('2025', '2026')}",
        f"provisional tax due {date()} - ${digits(1, True)},{digits(3)}",
    )
    r.add(
        "icp_power_number",
        f"ICP for the woolshed {digits(10)}{rnd(UPPER, 2)}{digits(3)}",
        f"power ICP (house) {digits(10)}{rnd(UPPER, 2)}{digits(3)}, meter {digits(8, True)}",
        f"pump shed ICP no. {digits(10)}{rnd(UPPER, 2)}{digits(3)}",
    )
    r.add(
        "nzbn_company_number",
        f"NZBN {'9429'}{digits(9)}",
        f"Oreti Fencing Ltd company no {digits(7, True)}, NZBN 9429{digits(9)}",
        f"Glenmore Farm Partnership NZBN 9429 {digits(3)} {digits(3)} {digits(3)}",
    )
    r.add(
        "asd_form_serial",
        f"ASD form serial {digits(7, True)} for the lambs",
        f"animal status declaration no. {rnd(UPPER, 1)}{digits(6)} - copy in the ute",
    )
    r.add(
        "bank_customer_number_only",
        f"ANZ customer number {digits(8, True)} (for when I ring them, password's in my head)",
        f"kiwibank access number {digits(7, True)}",
    )
    r.add(
        "acc_levy_number",
        f"ACC levy invoice {digits(9, True)}, customer no {rnd(UPPER, 1)}{digits(8)}",
        f"ACC claim no {digits(11, True)} - Tane's hand",
    )
    r.add(
        "land_title_reference",
        f"title SL{digits(1, True)}{pick('A', 'B', 'C', 'D')}/{digits(3, True)}",
        f"land title {digits(6, True)} - back block, Lot {digits(1, True)} DP {digits(6, True)}",
    )
    r.add(
        "shearing_tally",
        f"shearing {date()}: {digits(4, True)} shorn, gun shearer {digits(3, True)}",
        f"crutching done - {digits(4, True)} ewes, {digits(2, True)} hrs",
    )
    r.add(
        "order_confirmation_code",
        f"ear tag order confirmation {hexs(10).upper()}",
        f"the NAIT movement ID for the weaners {digits(10, True)}",
    )
    r.add(
        "spouse_chat_no_secret",
        "Jo - did you change the wifi password? the kids cant get on",
        "Rob: whats the gate code at Bruce's again? Jo: ring him, I dont have it",
        "hey can you reset the alarm code when you get home, I think the electrician saw it",
    )
    r.add(
        "school_and_club_ids",
        f"Ella's student id {digits(6, True)}, Sam's {digits(6, True)}",
        f"rugby club member no {digits(5, True)} - subs due",
    )
    r.add(
        "dates_and_times",
        f"shearers booked {date()} 7am, crutchers {date()}",
        f"tb test {date()}, pregnancy test cows {date()}",
    )
    r.add(
        "dog_rego_tag",
        f"dog rego tags {digits(5, True)} (Floss), {digits(5, True)} (Mac), paid ${digits(3, True)}",
        f"Southland DC dog reg no {rnd(UPPER, 1)}{digits(6)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout108.py", [
        ("heldout108_credentials.yaml", credentials(), "batch 108 (Southland sheep and beef farmer with a fencing business), written blind; every value synthetic"),
        ("heldout108_lookalikes.yaml", lookalikes(), "batch 108 look-alikes: farm ids, tags, dockets, regos and codes talked about but not given, written blind"),
    ])


if __name__ == "__main__":
    main()
