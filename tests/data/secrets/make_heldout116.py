# ruff: noqa: E501
"""Writes heldout116_credentials.yaml and heldout116_lookalikes.yaml: held-out batch 116.

Persona: a self-employed electrician and alarm installer in Brisbane, one-man band with a ute,
writing short, blunt notes in Australian English. He keeps alarm panels' installer, master and
duress codes for customers' houses, site lockbox and gate codes, supplier trade-portal logins,
Xero and the bank, the ute's GPS tracker app, the work phone PIN, customers' camera Wi-Fi, NVR
admin passwords and Tesla Powerwall gateway passwords; and a lot of job paperwork around them.

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
    UPPER,
    Rows,
    app_password,
    digits,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["mango", "jacaranda", "possum", "wombat", "barra", "esky", "thongs", "ute", "cicada",
         "bluey", "gecko", "kookaburra", "tinnie", "reef", "bunya", "lorikeet", "ibis", "frangipani"]


def tpw() -> str:
    """A password this bloke would pick, or one a manager generated for him."""
    return pick(
        f"{pick('Sparky', 'Voltage', 'Broncos', 'Maroons', 'Redcliffe', 'Ampere', 'Neutral', 'Cooper')}{digits(pick(2, 4))}{pick('!', '#', '$', '@')}",
        rnd(ALNUM, 12),
        f"{pick('Ute', 'Dog', 'Boat', 'Reef', 'Mango')}{pick('Shed', 'Tinnie', 'Barra', 'Esky')}{digits(3)}!",
        rnd(ALNUM + "!#$%&*", 14),
    )


def wifi_pw() -> str:
    return pick(
        f"{pick(*WORDS).capitalize()}{pick(*WORDS).capitalize()}{digits(2)}",
        rnd(ALNUM, 16),
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
    )


def phone() -> str:
    """Numbers from ACMA's ranges for fiction."""
    return pick(f"0491 57{digits(1)} {digits(3)}", f"(07) 5550 {digits(4)}", f"07 5550 {digits(4)}")


def abn() -> str:
    weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
    while True:
        d = [secrets.randbelow(9) + 1] + [secrets.randbelow(10) for _ in range(10)]
        e = [d[0] - 1, *d[1:]]
        if sum(w * x for w, x in zip(weights, e, strict=True)) % 89 == 0:
            s = "".join(map(str, d))
            return f"{s[:2]} {s[2:5]} {s[5:8]} {s[8:]}"


def acn() -> str:
    d = [secrets.randbelow(10) for _ in range(8)]
    total = sum(w * x for w, x in zip(range(8, 0, -1), d, strict=True))
    s = "".join(map(str, d)) + str((10 - total % 10) % 10)
    return f"{s[:3]} {s[3:6]} {s[6:]}"


def nmi() -> str:
    """A National Meter Identifier: ten characters, then its checksum digit."""
    body = pick("3120" + digits(6), "3116" + digits(6), "QB" + digits(8))
    total = 0
    for i, c in enumerate(reversed(body)):
        v = ord(c) * 2 if i % 2 == 0 else ord(c)
        total += sum(int(x) for x in str(v))
    return body + str((10 - total % 10) % 10)


def vin() -> str:
    return "MR0" + rnd("ABCDEFGHJKLMNPRSTUVWXYZ" + DIGITS, 14)


def rego() -> str:
    return pick(f"{digits(3, True)} {rnd(UPPER, 3)}", f"{digits(3, True)}{rnd(UPPER, 2)}{digits(1)}")


def ip() -> str:
    return f"192.168.{pick(0, 1, 20, 50, 100)}.{secrets.randbelow(200) + 20}"


def hik_serial(model: str) -> str:
    return f"{model}{digits(8)}{rnd(UPPER, 4)}{rnd(UPPER + DIGITS, 9)}"


def credentials() -> Rows:
    r = Rows()
    r.add("alarm_installer_code",
          f"Henderson job 14 Waratah St Ashgrove - Bosch Solution 3000, installer code {digits(6)}. dont lose it again",
          f"ness d8x @ the bakery on Sandgate Rd\ninstaller: {digits(6)}\nmaster: they set their own",
          f"remember installer code for the Paradox at Kowalskis = {digits(4)} (changed off default on the day)")
    r.add("alarm_master_code",
          f"Nguyen house Sunnybank master code {digits(4)} - told mrs N to change it, she wont",
          f"Master {digits(6)} / user 2 {digits(4)} — Dave's workshop, Geebung",
          f"dsc panel at the rental 7/22 Beams Rd, master is {digits(4)}, agent has it too")
    r.add("alarm_duress_code",
          f"duress code for Jenny P's place is {digits(4)} — monitoring knows to send cops not a patrol",
          f"Pharmacy Chermside setup:\nduress {digits(4)}\nnormal user {digits(4)}\nonly the manager knows about duress",
          f"Gav wanted a duress on his panel. set it to {digits(4)}. if anyone asks its user slot 8")
    r.add("alarm_user_code",
          f"gave the tenant at 3/9 Kedron Pk Rd user code {digits(4)}, slot 5, expires end of lease",
          f"cleaner code for the Morrisons: {digits(4)} (user 6). they want it deleted if she quits",
          f"Tradie code I use at Bruce's factory to get in early - {digits(4)}")
    r.add("site_lockbox_code",
          f"Lockbox on the meter box at the Stafford build, combo {digits(4)}",
          f"site lockbox - {digits(4)} - builders office said dont share it with the plumbers lol",
          f"key's in the lockbox by the side gate, code is {digits(3)}0, Woolloongabba job")
    r.add("gate_keypad_code",
          f"Gate code for the estate at Bridgeman Downs: *{digits(4)}#",
          f"Front gate keypad {digits(4)} then press the bell icon. Unit 12, Sharon's the contact",
          f"Industrial estate Brendale gate {digits(5)} (changes every quarter supposedly)")
    r.add("garage_door_keypad_code",
          f"garage keypad at the Patels = {digits(4)}, roller door not the tilt one",
          f"Merlin keypad on garage, code {digits(4)}, use that if no ones home",
          f"Huang reno - garage code {digits(4)}, enter then hit the up arrow")
    r.add("customer_key_safe_code",
          f"Key safe on the laundry wall at Nana Betty's (Wavell Hts) — {digits(4)}. her son set it up",
          f"Airbnb job Paddington, key safe combo {digits(4)}, guests checking in 3pm so be out by 2",
          f"keysafe {digits(4)} at the Albion unit, grey box under the tap")
    r.add("supplier_trade_portal_password",
          f"Middys trade portal\nuser: jase@sparky-acme.example\npw: {tpw()}",
          f"rexel online login - account 40{digits(5)}, password {tpw()}",
          f"L&H portal pass is {tpw()} - same email as always")
    r.add("wholesaler_app_pin",
          f"CNW app PIN for quick pickup: {digits(4)}",
          f"the Middys app wants a 6 digit pin now, set it to {digits(6)}",
          f"pin for the L&H counter kiosk {digits(4)}")
    r.add("xero_login_password",
          f"Xero\njase@sparky-acme.example\n{tpw()}",
          f"new xero password {tpw()} (had to change it after that phishing email)",
          f"Xero login for the missus to do BAS: bec@sparky-acme.example / {tpw()}")
    r.add("xero_2fa_seed",
          f"xero authenticator setup key in case phone dies: {groups(rnd(BASE32, 32).lower(), 4)}",
          f"Xero 2FA secret {rnd(BASE32, 32)} — put in the new phone",
          f"otpauth://totp/Xero:jase@sparky-acme.example?secret={rnd(BASE32, 32)}&issuer=Xero  <- scanned off the old phone, keep")
    r.add("xero_recovery_code",
          f"Xero backup code {rnd(UPPER + DIGITS, 10)}",
          f"xero recovery codes (one use each)\n{rnd(UPPER + DIGITS, 10)}\n{rnd(UPPER + DIGITS, 10)}\n{rnd(UPPER + DIGITS, 10)}",
          f"Xero emergency code: {groups(rnd(UPPER + DIGITS, 12), 4, '-')} - printed copy in the safe too")
    r.add("netbank_login",
          f"NetBank client no {digits(8, True)} password {tpw()}",
          f"bank login\nclient number: {digits(8, True)}\npass: {tpw()}\nthe business acct not personal",
          f"commbank biz - {digits(8, True)} / {tpw()}")
    r.add("netbank_netcode_pin",
          f"NetCode token PIN {digits(4)}",
          f"PIN for the bank app on the work phone is {digits(4)}, different to the phone one",
          f"bank app 4 digit login pin {digits(4)} (Bec uses hers, this is mine)")
    r.add("business_debit_card",
          f"biz visa debit {groups(luhn('4', 16), 4)} exp {pick('03', '07', '11')}/{pick(27, 28, 29)} cvv {digits(3)}",
          f"card for Middys account if they ask over the phone: {luhn('5' + pick('1', '3', '5'), 16)}  {pick('01', '06', '09')}/{pick(27, 28)}  {digits(3)}",
          f"Mastercard business (Bec has the other one)\n{groups(luhn('52', 16), 4)}\nexpiry {pick('02', '10')}/{pick(28, 29)}\nback: {digits(3)}")
    r.add("card_pin",
          f"debit card PIN {digits(4)}",
          f"fuel card pin is {digits(4)} — the Shell one in the ute visor",
          f"new bank card came, pin {digits(4)}, cut up the old one")
    r.add("gps_tracker_app_password",
          f"Ute tracker app (Traccar thing) login jase@sparky-acme.example pw {tpw()}",
          f"GPS tracker on the Hilux - app password {tpw()}. device id is on the box in the shed",
          f"tracker.acme.example  user jase  pass {tpw()}")
    r.add("work_phone_pin",
          f"work phone pin {digits(6)}",
          f"Samsung work phone unlock: {digits(4)}. If Bec needs it while im on a roof",
          f"changed phone passcode to {digits(6)} after leaving it at the Bunnings counter")
    r.add("sim_puk_code",
          f"PUK for the work sim (on the card holder) {digits(8)}",
          f"telstra sim locked again, PUK was {digits(8)}, sim pin now {digits(4)}",
          f"tracker sim PIN {digits(4)}, PUK {digits(8)}")
    r.add("customer_camera_wifi_password",
          f"Thompsons wifi for the cams: SSID Thompson_Home  pw {wifi_pw()}",
          f"camera wifi at Dave's workshop\nnetwork: DAVEWORKS-5G\npassword: {wifi_pw()}",
          f"set up a separate IoT network at the Nguyens for the doorbell + cams. CAMS-IOT / {wifi_pw()}",
          f"The Morrisons wifi is {wifi_pw()} — case sensitive, she read it out wrong twice")
    r.add("nvr_admin_password",
          f"NVR at the bakery - Hik 8ch, admin / {tpw()}",
          f"Dahua NVR Bridgeman Dns\nuser admin\npass {tpw()}\n{ip()}",
          f"nvr admin pw for Gav's shed: {tpw()}  (he doesnt know it, keep it that way)",
          f"Reset the Kowalski NVR, new admin password {tpw()}")
    r.add("camera_admin_password",
          f"all 6 cams at the pharmacy use admin / {tpw()} - same as NVR was a bad idea, fix later",
          f"doorbell cam local login {tpw()}",
          f"ptz cam on the carport, Keperra job: admin:{tpw()}@{ip()}")
    r.add("hik_verification_code",
          f"Hik-Connect verification code for the Thompson NVR: {rnd(UPPER, 6)}",
          f"ezviz cam verif code {rnd(UPPER, 6)} (sticker fell off so writing it here)",
          f"Verification code (device encryption) for the pharmacy NVR = {rnd(UPPER, 6)}, needed when adding to Hik-Connect")
    r.add("hik_connect_account_password",
          f"Hik-Connect installer account jase@sparky-acme.example pass {tpw()}",
          f"hikconnect acct for the Nguyens: nguyen.fam@mail.example / {tpw()} — they forgot it twice",
          f"hik connect - bakery account\nbakery.sandgate@mail.example\n{tpw()}")
    r.add("powerwall_gateway_password",
          f"Powerwall gateway at the Dixons (Ferny Grove) — full password off the sticker {rnd(UPPER, 5)}{rnd(UPPER + DIGITS, 5)}, customer login is the last 5",
          f"PW2 gateway pw {rnd(UPPER + DIGITS, 10)} for commissioning, Stafford Hts",
          f"tesla gateway\nTEG-{rnd(UPPER + DIGITS, 3)} wifi pw: {rnd(UPPER + DIGITS, 10)}\ninstaller login same as sticker")
    r.add("tesla_account_password",
          f"Dixons tesla account so I can check the app: mark.dixon@mail.example {tpw()}",
          f"customer's Tesla login (Mrs Huang) {tpw()} - she said just write it down",
          f"Tesla login for the Ferny Grove customer, needed to finish commissioning: {tpw()}")
    r.add("solar_portal_password",
          f"Fronius solar.web login for the Patels — patel.home@mail.example / {tpw()}",
          f"SolarEdge monitoring installer acct pw {tpw()}",
          f"Sungrow iSolarCloud, user sparkyjase, password: {tpw()}")
    r.add("inverter_wifi_password",
          f"Inverter AP password at Geebung workshop {rnd(ALNUM, 8)}",
          f"fronius datamanager hotspot pw changed to {digits(8)} at the Patels")
    r.add("monitoring_verbal_password",
          f"monitoring station password for the Hendersons is '{pick(*WORDS)} {pick(*WORDS)}' - they ask for it when they ring",
          f"Verbal pw w/ Secure-Mon for the bakery: {pick(*WORDS).upper()}{digits(2)}",
          f"code word for back-to-base at Gav's: {pick(*WORDS)}{digits(3)}")
    r.add("monitoring_portal_login",
          f"Back to base dealer portal - dealer no. 4{digits(3)}, pw {tpw()}",
          f"monitoring.acme.example\nuser: sparky_jase\npass: {tpw()}",
          f"dealer portal pw changed to {tpw()}")
    r.add("panel_remote_programming_code",
          f"Bosch RPS passcode for the Henderson panel {digits(6)}",
          f"DLS download access code for the pharmacy DSC: {hexs(6).upper()}",
          f"Ness remote prog password = {digits(6)}, dont give to the monitoring mob")
    r.add("alarm_app_password",
          f"Comfort app on mrs Nguyen's phone, login {digits(6)} / {tpw()}",
          f"my installer login for the alarm cloud app {tpw()}",
          f"Alarm app (the Henderson one) user: henderson.k pw: {tpw()}")
    r.add("router_admin_password",
          f"Thompsons nbn router admin pw {tpw()} (port forward for the nvr)",
          f"Router at the bakery {ip().rsplit('.', 1)[0]}.1 admin/{tpw()}",
          f"Telstra modem at Dave's - changed admin password to {tpw()}")
    r.add("unifi_controller_password",
          f"unifi cloud key at the pharmacy, local admin {tpw()}",
          f"UniFi acct for Gav's site: jase-installs / {tpw()}",
          f"UDM at Dave's - root / {tpw()}")
    r.add("ddns_account_password",
          f"no-ip type DDNS acct for the old hik units: user sparkyjase pw {tpw()}",
          f"ddns.acme.example login {tpw()}",
          f"DDNS login for the bakery NVR hostname: {tpw()}")
    r.add("nvr_smtp_app_password",
          f"gmail app password for the NVR email alerts (bakery): {app_password()}",
          f"SMTP for the Dahua at Bridgeman: alerts@sparky-acme.example / app pw {app_password()}")
    r.add("email_password",
          f"work email jase@sparky-acme.example password {tpw()}",
          f"Bec's email pw {tpw()} - she asked me to keep it",
          f"email on the ipad wants pw again: {tpw()}")
    r.add("mygov_login",
          f"myGov\nusername: {rnd(UPPER, 2)}{digits(6)}\npassword: {tpw()}",
          f"mygov pass {tpw()} (the ATO stuff, BAS)",
          f"ATO via mygov, same username as before, new password {tpw()}")
    r.add("eftpos_refund_password",
          f"Square/eftpos terminal refund password {digits(4)}",
          f"refund pw on the tyro {digits(6)} — in case customer overpays")
    r.add("fuel_card_login",
          f"Shell card online: card account {digits(7)}, pw {tpw()}",
          f"fuel card portal pw {tpw()}")
    r.add("toll_account_password",
          f"linkt acct password {tpw()}",
          f"Linkt login for the ute tag - jase@sparky-acme.example, {tpw()}")
    r.add("job_app_password",
          f"ServiceM8 login jase@sparky-acme.example {tpw()}",
          f"Tradify pw {tpw()} - Bec uses the same one for quotes",
          f"job mgmt app:\n  user jase\n  pw {tpw()}")
    r.add("job_app_api_key",
          f"API key for the job app -> Xero link thing the web guy set up: smk_{rnd(ALNUM, 32)}",
          f"web guy said keep this for the quote form: SERVICE_API_KEY={rnd(ALNUM, 40)}")
    r.add("laptop_login_password",
          f"Laptop login (the Lenovo) {tpw()}",
          f"office pc pw {tpw()}, Bec knows it")
    r.add("phone_hotspot_password",
          f"hotspot on work phone: Jase-Ute / {wifi_pw()}",
          f"phone hotspot pw {wifi_pw()} — for the laptop on site")
    r.add("home_assistant_token",
          f"Home Assistant long lived token for the Dixons dashboard (the tablet on the wall):\n{jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}",
          f"HA token my place: {jwt({'iss': hexs(32), 'iat': epoch(), 'exp': epoch() + 315360000})}")
    r.add("remote_access_vpn_key",
          f"wireguard on Gav's router so I can reach the NVR\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.2/32",
          f"VPN to the pharmacy nvr - my private key {wg_key()}")
    r.add("smart_lock_code",
          f"front door smart lock at the Huangs: {digits(6)}",
          f"yale lock code for the Albion unit is {digits(4)}#, delete after handover",
          f"Smart deadlock Paddington airbnb - master pin {digits(8)}")
    r.add("intercom_entry_code",
          f"Intercom at the Newstead apartments, press {digits(4)} then key, unit 1104 job",
          f"building entry code 1{digits(3)}* (Kangaroo Pt units)")
    r.add("ute_toolbox_combination",
          f"toolbox padlock combo {digits(4)}",
          f"canopy lock on the ute - {digits(3)}, the spare keys are lost")
    r.add("smart_switch_app_password",
          f"Clipsal Wiser app for the Patels: patel.home@mail.example {tpw()}",
          f"smart switch hub admin pw {tpw()} (Huang reno)")
    r.add("nbn_pppoe_password",
          f"pppoe for the shed router: user jase{digits(4)}@isp.example pw {rnd(ALNUM, 10)}",
          f"ISP PPPoE creds Dave's workshop\nusername daveworks@isp.example\npassword {rnd(ALNUM, 10)}")
    r.add("cpanel_hosting_password",
          f"website hosting cPanel https://cp.sparky-acme.example:2083 user sparkyac pw {tpw()}",
          f"web host login (domain renewals) {tpw()}")
    r.add("apple_id_password",
          f"apple id for the work ipad jase.ipad@mail.example {tpw()}",
          f"iCloud pw {tpw()}")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("electrical_licence_number",
          f"my QLD electrical contractor licence no. {digits(5, True)}, goes on every quote",
          f"Electrical worker licence {digits(5, True)} exp {pick('03', '08', '11')}/{pick(26, 27)} - renew online",
          f"Lic. {digits(5, True)} (contractor) / {digits(5, True)} (worker) — needed for the Energex form")
    r.add("qbcc_licence_number",
          f"QBCC lic {digits(7, True)}",
          f"builder asked for QBCC number, its {digits(7, True)}")
    r.add("security_firm_licence",
          f"Security firm licence (installer class) {digits(7, True)} — on invoices for alarm jobs",
          f"security provider licence no {digits(6, True)}, renewal due Oct")
    r.add("abn_number",
          f"ABN {abn()}",
          f"Sparky Acme Pty Ltd\nABN: {abn()}\nput it in the email signature",
          f"customer ABN for the pharmacy invoice {abn()}")
    r.add("acn_number",
          f"ACN {acn()} (the company)",
          f"Dave's workshop trades as a company, ACN {acn()}, bill that not him",
          f"ACN for the pharmacy co on the invoice: {acn()}")
    r.add("job_number",
          f"JOB-{digits(5)} Henderson alarm upgrade, 2 days",
          f"job #{digits(4)} - pharmacy cams, waiting on parts",
          f"J{digits(6)} Dixon powerwall install, J{digits(6)} Dixon follow-up")
    r.add("quote_number",
          f"Quote Q-{digits(4)} sent to the Patels, $4,380 inc GST",
          f"Q{digits(5)} accepted! book in for next Tues",
          f"chase quote {digits(4)}{rnd(UPPER, 1)} - bakery, no reply in 2 weeks")
    r.add("invoice_number",
          f"INV-{digits(4)} paid, INV-{digits(4)} still outstanding (Gav)",
          f"invoice {digits(5)} overdue 30 days - send reminder",
          f"Xero inv #{digits(4)} for $1,215.50, customer says paid, check bank")
    r.add("circuit_breaker_labels",
          "Henderson board: C1 lights 10A, C2 power 20A, C3 oven 32A, C4 aircon 25A C-curve, C5 HWS 20A",
          "new RCBOs: 1x 32A for the Powerwall, 1x C20 for the garage GPOs, main switch 63A",
          "Dave's shed - circuit 7 (C16) keeps tripping, its the compressor not the breaker")
    r.add("alarm_panel_model_serial",
          f"Bosch Solution 3000 s/n {digits(9)} fw {pick('1.08', '2.02', '3.10')}",
          f"Ness D16x at the pharmacy, serial {digits(8)}, installed {pick('2019', '2020', '2021')}",
          f"replaced the Paradox SP6000 (serial {rnd(UPPER + DIGITS, 8)}) with an EVO192")
    r.add("inverter_serial_number",
          f"Fronius Primo 5.0-1 s/n {digits(8)} - warranty claim",
          f"Sungrow SG5.0RS serial A{digits(10)}",
          f"inverter SN {digits(2)}{rnd(UPPER, 3)}{digits(7)} (GoodWe) at the Patels")
    r.add("powerwall_serial",
          f"Powerwall 2 serial TG12{digits(4)}{rnd(UPPER, 2)}{digits(4)}, gateway TG11{digits(4)}{rnd(UPPER, 2)}{digits(4)}",
          f"Tesla part no. 1092170-{digits(2)}-{rnd(UPPER, 1)} for the Dixon job",
          f"PW site id {uid()} (from the Tesla install app)")
    r.add("nmi_meter_number",
          f"NMI {nmi()} - Dixons",
          f"NMI for Gav's shed {nmi()}, meter no {digits(8)}",
          f"Energex form needs NMI: {nmi()} (on the bill top right)")
    r.add("meter_serial_number",
          f"meter serial {rnd(UPPER, 2)}{digits(8)} at the bakery, smart meter swap booked",
          f"Old meter {digits(7)} removed, new one {digits(9)}")
    r.add("camera_mac_addresses",
          f"Pharmacy cams MACs for the DHCP reservations:\ncam1 {mac()}\ncam2 {mac()}\ncam3 {mac()}",
          f"doorbell MAC {mac(upper=True)} — reserve it on the router",
          f"MAC {mac('-', True)} is the NVR, not a cam")
    r.add("assigned_ip_addresses",
          f"Thompsons: NVR {ip()}, cams .64 .65 .66 .67, router .1",
          f"set the Hik cams to static: {ip()} / 255.255.255.0 gw {ip()}",
          f"Dahua nvr {ip()} port 37777 (local only, no port forward)")
    r.add("camera_default_password_warning",
          "Hik cams dont have a default pw anymore, you have to activate them - set a strong one and write it in the job book",
          "NOTE: the cheap dahua cams ship with admin/admin. never leave them like that",
          "old Swann cams at the Morrisons still on factory login - told them, they dont care. flag it on the quote")
    r.add("factory_default_code_changed",
          "Bosch 3000 still had the factory installer code when I got there. changed it",
          "Paradox default master 1234 — changed on handover, new one in the book",
          "reminder: always change installer code off default (000000) on Ness panels before leaving site")
    r.add("alarm_zone_list",
          "Henderson zones: Z1 front door reed, Z2 lounge PIR, Z3 hall PIR, Z4 garage PIR, Z5 smoke (24hr), Z6 back door",
          "Pharmacy zone 12 = dispensary PIR, zone 13 = safe vibration sensor. zone 4 bypassed til the reno's done",
          "zone 7 false alarms again at Dave's - spider in the PIR")
    r.add("alarm_event_log",
          "event log Gav's: 02:14 ALARM Z3, 02:16 disarm by user 02, 02:30 restore Z3",
          f"panel log shows user {digits(2)} armed at 17:42 and user 01 disarmed 06:10",
          "log says installer code entered 3 times wrong on Sunday - not me!")
    r.add("customer_phone_number",
          f"Mrs Henderson {phone()}",
          f"Dave (workshop) {phone()}, Sharon at the strata office {phone()}",
          f"Dixons - Mark {phone()} / Lisa {phone()}, call Lisa first")
    r.add("customer_changed_code_note",
          "Nguyens changed their master code and didnt tell me. monitoring couldnt verify. need them to ring it through",
          "Gav changed the gate code AGAIN without telling anyone, got stuck outside 20 min",
          "bakery owner changed the lockbox combo, ask him for the new one before Thursday")
    r.add("password_reset_note",
          "Xero made me reset my password today - new one saved in the password app not here",
          "locked out of netbank after 3 wrong goes, had to ring them and reset",
          "Hik-Connect pw reset email went to junk. check junk next time")
    r.add("password_policy_note",
          "mygov wants min 10 chars + a number + symbol now",
          "alarm user codes: set panel to 6 digit codes from now on, not 4",
          "Middys portal makes you change pw every 90 days, annoying")
    r.add("password_location_reference",
          "all customer NVR passwords are in the red job book in the glovebox, not on the phone",
          "bank login is in Bitwarden under 'CommBank biz'",
          "powerwall gateway pw is on the sticker inside the gateway door, dont write it on the invoice")
    r.add("two_factor_setup_note",
          "turned on 2FA for Xero, codes come from the authenticator app on the work phone",
          "bank sends netcode by sms to the work number now",
          "need to move google authenticator to the new phone BEFORE wiping the old one")
    r.add("code_rotation_note",
          "changed the ute tracker pw today (old one was shared with the apprentice who left)",
          "rotate the site lockbox codes at end of each job - builders rule",
          "phone pin changed, Bec has been told in person")
    r.add("parcel_tracking_number",
          f"AusPost tracking {rnd(UPPER, 2)}{digits(9)}AU - replacement PIR",
          f"StarTrack consignment {rnd(UPPER, 3)}{digits(9)}, 2 boxes of cable",
          f"tracking 33{rnd(UPPER, 3)}{digits(18)} for the NVR from the supplier")
    r.add("supplier_order_number",
          f"Middys order SO{digits(8)} - pick up Friday",
          f"Rexel order {digits(10)} — 4x 4mm TPS 100m",
          f"L&H PO {digits(6)} raised for the pharmacy job")
    r.add("supplier_account_number",
          f"my Middys trade account no {digits(6)}",
          f"Rexel acct 40{digits(5)}, branch Stafford",
          f"CNW account number {digits(7)} (cash account, get them to convert to 30 day)")
    r.add("invoice_bank_details",
          f"Payment details for invoices:\nSparky Acme Pty Ltd\nBSB {digits(3)}-{digits(3)}\nAcc {digits(8)}",
          f"customers keep asking - BSB 06{digits(1)}-{digits(3)} account {digits(4)} {digits(4)}, ref = invoice number",
          f"Bank details on quote template: BSB {digits(3)} {digits(3)} / ACC {digits(9)}")
    r.add("payid_reference",
          f"PayID for customers: {abn()} (ABN)",
          "payid is accounts@sparky-acme.example - put it on the invoice footer",
          f"tell Gav PayID is our ABN {abn()}, not my mobile")
    r.add("bpay_reference",
          f"Energex bill BPAY biller {digits(4)} ref {digits(11)}",
          f"rego renewal BPAY biller code {digits(5)} CRN {digits(10)}")
    r.add("vehicle_rego",
          f"Ute rego {rego()} due {pick('March', 'July', 'Nov')}",
          f"apprentice's car {rego()} parked in the bakery loading zone - move it",
          f"trailer rego {rego()}")
    r.add("vehicle_vin",
          f"Hilux VIN {vin()}",
          f"VIN for insurance: {vin()}, engine no 1GD{digits(7)}")
    r.add("gps_tracker_imei",
          f"GPS tracker IMEI {luhn('86', 15)} - for the support ticket",
          f"tracker device id / IMEI {luhn('35', 15)}, sim in it is the Telstra M2M one")
    r.add("sim_iccid",
          f"work sim ICCID {luhn('8961', 19)}",
          f"tracker sim number (ICCID) {luhn('8961', 20)} — Telstra need it to activate",
          f"SIM serial on the back of the card {luhn('8961', 19)} - the replacement one")
    r.add("nvr_serial_number",
          f"NVR serial {hik_serial('DS-7608NI-K2')} (Thompsons)",
          f"cam serial {hik_serial('DS-2CD2143G2-I')}, swapped under warranty",
          f"Dahua NVR SN {rnd(UPPER + DIGITS, 15)}")
    r.add("firmware_version",
          f"Hik NVR firmware V4.{pick(30, 61, 74)}.{digits(3)} build {digits(6)}",
          f"updated Powerwall gateway to {pick('23', '24')}.{pick(12, 26, 36)}.{digits(1)} {hexs(8)}",
          f"panel fw {pick('v2.04', 'v3.10')}, keypad fw {pick('1.0.7', '1.2.1')}")
    r.add("firmware_checksum",
          f"sha256 of the hik firmware file: {hexs(64)} (matches site)",
          f"md5 {hexs(32)} for the inverter update zip, checked ok")
    r.add("wifi_network_settings",
          "Thompsons wifi: SSID Thompson_Home, WPA2, channel 6. password - they have it on the fridge",
          "IoT network at the Nguyens = CAMS-IOT 2.4GHz only, customer knows the pw",
          "Dave's workshop - DAVEWORKS-5G is too weak in the back shed, add an AP")
    r.add("ddns_hostname",
          f"bakery nvr reachable at bakery-{digits(3)}.ddns.acme.example (port 8000)",
          f"thompsoncam.ddns.acme.example -> {ip()} internally")
    r.add("vpn_public_key",
          f"Gav's router wireguard peer PublicKey = {wg_key()}",
          f"my public key to give the pharmacy IT guy: {wg_key()}  (public, fine to email)")
    r.add("ssh_public_key",
          f"pubkey for the raspberry pi at the Dixons: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jase@laptop",
          f"authorized_keys on the HA box:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jase@sparky-acme")
    r.add("compliance_certificate_number",
          f"Certificate of testing & safety no. {digits(6)} - Henderson",
          f"CoC {rnd(UPPER, 3)}-{digits(6)} lodged for the Dixon powerwall",
          f"Form 4 / ref {digits(7)} (Energex notification) done")
    r.add("network_notification_reference",
          f"Energex EWR {digits(9)} submitted, waiting for meter",
          f"Energex connection application ref {rnd(UPPER, 2)}{digits(8)} approved 5kW export")
    r.add("rcd_test_results",
          "RCD test Henderson: RCD1 28ms, RCD2 31ms, RCD3 24ms @ 30mA - all pass",
          f"insulation resistance >{pick(200, 299, 500)}MΩ on all circuits, earth cont 0.{digits(2)}Ω")
    r.add("warranty_rma_number",
          f"RMA {rnd(UPPER, 2)}{digits(7)} - faulty 8ch NVR going back",
          f"Fronius service case {digits(8)}, replacement inverter ships Monday")
    r.add("support_case_number",
          f"Tesla support case {digits(8)} - gateway offline",
          f"ticket #{digits(6)} with the monitoring mob re false alarms")
    r.add("part_numbers",
          f"order: 5x Clipsal 2025WE, 2x 4mm TPS, 3x RCBO SAF232/30, 1x {pick('ICP5520', 'IUI-AMAX4')}",
          f"PIR part no {rnd(UPPER, 3)}-{digits(4)}{rnd(UPPER, 1)}, reed switch {digits(6)}",
          f"barcode on the box {luhn('93', 13)}")
    r.add("supplier_promo_code",
          f"Middys promo code TRADE{digits(2)} = 10% off cable this month",
          f"Rexel voucher code {rnd(UPPER, 4)}{digits(2)} for the free drill w/ $500 spend")
    r.add("toll_notice_reference",
          f"Linkt toll notice {digits(11)} - pay by Friday or fee",
          f"toll invoice ref LT{digits(9)}, Gateway bridge 3x")
    r.add("masked_card_reference",
          f"Middys charged the visa ending {digits(4)}, check statement",
          f"fuel card **** **** **** {digits(4)} expires {pick('04', '09')}/{pick(26, 27)}, new one coming in the mail")
    r.add("payment_receipt_number",
          f"Gav paid, receipt {rnd(UPPER, 3)}{digits(9)}",
          f"bank transfer ref {digits(12)} from the pharmacy - $3,200",
          f"Square receipt #{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} (Patels, deposit)")
    r.add("xero_contact_id",
          f"xero contact id for the bakery {uid()} (needed for the ServiceM8 sync)",
          f"Xero tenant id {uid()} - web guy asked")
    r.add("job_address_access_notes",
          "Keperra job: side gate is unlocked, dogs are friendly, alarm is off during the day",
          "Stafford build - get the lockbox code from the site super on arrival, dont write it down",
          "Albion unit: park in visitor 3, ring unit 1104 on intercom, owner lets you in")
    return r


def main() -> None:
    write_corpora("make_heldout116.py", [
        ("heldout116_credentials.yaml", credentials(), "batch 116 (Brisbane electrician and alarm installer), written blind; every value synthetic"),
        ("heldout116_lookalikes.yaml", lookalikes(), "batch 116 look-alikes: licences, ABNs, job paperwork, serials, zones and code talk, written blind"),
    ])


if __name__ == "__main__":
    main()
