# ruff: noqa: E501
"""Writes heldout119_credentials.yaml and heldout119_lookalikes.yaml: held-out batch 119.

Persona: Cel, a team lead at a customer-service outsourcing company (a BPO) in Ortigas, Manila,
who runs a night-shift team on a US telco and a US health-care account. She writes her notes
in Taglish (Tagalog and English, shorthand, the odd typo): the client CRM and ticketing logins,
the VPN password and soft token, her Windows login, her GCash MPIN and Maya PIN, BDO online
banking, the team's shared mailbox, the floor door code, her locker, her phone, the home
Wi-Fi and the Netflix she shares with her siblings; and a lot of ticket, case and reference
numbers that are not secret at all.

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
    HEX,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

WORDS_TL = ["Sampaguita", "Kalamansi", "Bituin", "Dagat", "Bahaghari", "Mangga", "Tahanan",
            "Pagasa", "Sinigang", "Halohalo", "Bunso", "Maligaya", "Liwanag", "Tala", "Ulan",
            "Araw", "Buwan", "Bayanihan", "Adobo", "Ensaymada"]
MONTHS_TL = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto",
             "Setyembre", "Oktubre", "Nobyembre", "Disyembre"]
SEED_WORDS = ["abandon", "ability", "absorb", "access", "actor", "adapt", "advice", "afford",
              "agent", "alarm", "album", "alley", "amount", "anchor", "angle", "animal", "ankle",
              "apple", "arena", "armor", "arrow", "artist", "august", "autumn", "avocado",
              "bamboo", "banana", "barrel", "basket", "beach", "bicycle", "blanket", "bonus",
              "bracket", "breeze", "bridge", "bubble", "cabin", "cactus", "camera", "canal",
              "candy", "canyon", "carbon", "castle", "cattle", "cherry", "circle", "clinic",
              "coconut", "comfort", "copper", "cotton", "coral", "cousin", "cradle", "crystal",
              "dolphin", "donkey", "dragon", "eagle", "echo", "elbow", "ember", "engine",
              "fabric", "falcon", "ferry", "fiber", "flame", "forest", "fossil", "galaxy",
              "garlic", "giant", "ginger", "glove", "harbor", "hazard", "island", "jungle",
              "kettle", "lantern", "lemon", "mango", "marble", "meadow", "monkey", "noodle",
              "orbit", "orchard", "paddle", "palace", "pepper", "pigeon", "planet", "pumpkin",
              "rabbit", "ribbon", "saddle", "salmon", "shadow", "silver", "spiral", "tunnel",
              "umbrella", "velvet", "walnut", "window", "zebra"]


def tpw() -> str:
    """A personal password as she would pick it."""
    return pick(
        f"{pick(*WORDS_TL)}{pick('@', '#', '!', '_', '.')}{digits(4)}",
        f"{pick(*WORDS_TL)}{digits(2)}{pick(*WORDS_TL).lower()}{pick('!', '$', '*')}",
        f"{pick('Mahal', 'Ganda', 'Kuya', 'Ate', 'Inay', 'Lola')}{pick(*WORDS_TL)}{digits(3)}!",
        rnd(ALNUM + "!@#$%", 14),
    )


def cpw() -> str:
    """A work password that had to meet the client's policy."""
    return pick(
        f"{pick(*MONTHS_TL)}{pick('2025', '2026')}{pick('!', '@', '#')}{rnd(UPPER + DIGITS, 3)}",
        rnd(ALNUM + "!@#$%^&*", pick(12, 14, 16)),
        f"{pick(*WORDS_TL)}{pick('-', '.', '_')}{rnd(ALNUM, 6)}{pick('!', '#', '?')}{digits(2)}",
        rnd(ALNUM, 15),
    )


def mobile() -> str:
    return f"09{pick('17', '18', '27', '56', '95', '98', '06', '15')}{digits(7)}"


def mobile_spaced() -> str:
    m = mobile()
    return f"{m[:4]} {m[4:7]} {m[7:]}"


def zd_ticket() -> str:
    return digits(7, lead=True)


def sf_case() -> str:
    return "0" + digits(7, lead=True)


def sf_id(prefix: str) -> str:
    return prefix + "0" + rnd(ALNUM, 14)


def gcash_ref() -> str:
    d = digits(13, lead=True)
    return f"{d[:4]} {d[4:7]} {d[7:]}"


def credentials() -> Rows:
    r = Rows()

    r.add("zendesk_agent_password",
          f"zendesk login ng Acme Telco account: cdizon@acme-cx.example / {cpw()}  — wag kalimutan, na-lock na ako last week dahil dito",
          f"Pa-remember: bagong pw ko sa Zendesk (client side) -> {cpw()}\nexpires in 90 days daw so mga {pick(*MONTHS_TL)} ulit",
          f"ZD (acmetelco.zendesk.example)\nuser: mdizon_tl\npass: {cpw()}")

    r.add("salesforce_crm_password",
          f"SF CRM (Bayside Health acct) - username cdizon@bayside.acme.test, password {cpw()}",
          f"Salesforce pw ko ngayon {cpw()} , pinalitan ko kahapon kasi nag prompt",
          f"login sa CRM ng client:\ncdizon.tl@acmeretail.test\n{cpw()}\n(wag i-share sa agents, may sarili silang accounts)")

    p = cpw()
    t = rnd(ALNUM, 24)
    r.add("salesforce_security_token",
          f"SF security token (para sa Data Loader) {rnd(ALNUM, 24)}",
          f"na-reset ko yung security token, eto yung dumating sa email: {rnd(ALNUM, 25)} — ina-append sa dulo ng password pag Data Loader",
          f"Data Loader settings\nuser: cdizon@bayside.acme.test\npassword+token: {p}{t}")

    r.add("zendesk_api_token",
          f"ZD API token para sa macro export script ni Kuya Jomar: {rnd(ALNUM, 40)}",
          f"curl -u cdizon@acme-cx.example/token:{rnd(ALNUM, 40)} https://acmetelco.zendesk.example/api/v2/tickets.json?page=1",
          f"api token (Admin > Apps & integrations > Zendesk API), label 'QA dashboard'\n{rnd(ALNUM, 40)}")

    r.add("freshdesk_api_key",
          f"Freshdesk api key ko (Acme Travel acct) {rnd(ALNUM, 20)}",
          f"curl -v -u {rnd(ALNUM, 20)}:X -H \"Content-Type: application/json\" https://acmetravel.freshdesk.example/api/v2/tickets?per_page=100")

    r.add("vpn_password",
          f"VPN (GlobalProtect) portal gp.acme-cx.internal\nuser: cdizon\npw: {cpw()}",
          f"Forticlient pw bago: {cpw()} tapos yung token nasa phone",
          f"remember mo to ha, VPN password ko for WFH {cpw()}",
          f"pag nag-error yung VPN wag copy paste, i-type manually: {cpw()} (ayaw nya i-save)",
          f"VPN: cdizon | {cpw()} | portal gp.acme-cx.internal | token: Forti app")

    r.add("vpn_token_pin",
          f"RSA SecurID PIN ko {digits(6)} + yung tokencode sa app",
          f"yung PIN sa soft token (bago yung 6 digits na nagbabago) = {digits(8)}",
          f"VPN passcode format: PIN tapos token. PIN ko: {digits(6)}")

    r.add("vpn_totp_secret",
          f"FortiToken nilipat sa bagong phone, setup key na binigay ni IT:\n{groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/ACME-VPN:cdizon?secret={rnd(BASE32, 32)}&issuer=ACME-VPN&digits=6",
          f"backup ng authenticator seed para sa VPN (kung masira ulit phone ko): {rnd(BASE32, 16)}")

    r.add("windows_login_password",
          f"Windows login (ACMECX\\cdizon): {cpw()}",
          f"laptop pw after i-reset ni IT, pinalitan ko na agad -> {cpw()}",
          f"Ctrl+Alt+Del pw sa floor PC (station 4F-112)\n{cpw()}")

    r.add("windows_hello_pin",
          f"Windows Hello PIN sa company laptop: {digits(6)}",
          f"PIN sa laptop (hindi yung pw, yung pang-Hello) {digits(8)}",
          f"hello pin ng bagong laptop {digits(6)} — parehas sa dati para di ko makalimutan")

    r.add("gcash_mpin",
          f"GCash MPIN {digits(4)}",
          f"mpin ng gcash ko, binago ko kasi nakita ni bunso: {digits(4)}",
          f"GCash\n{mobile()}\nMPIN: {digits(4)}",
          f"ate pakibili nga ng load ni Nanay gamit gcash ko, MPIN {digits(4)} tapos burahin mo na tong msg")

    r.add("maya_pin",
          f"Maya PIN: {digits(6)}",
          f"yung 6-digit sa Maya app {digits(6)} (hindi yung sa card ha)",
          f"Maya login: {mobile()} / {tpw()}\ntapos PIN pag magbabayad {digits(6)}")

    r.add("bdo_online_banking_password",
          f"BDO online\nuser id: celdizon{digits(2)}\npassword: {tpw()}",
          f"bdo pw ko (binago after nung phishing scare) {tpw()}",
          f"BDO Digital Banking — user: cdizon_{digits(3)} / pw: {tpw()}")

    r.add("bpi_online_password",
          f"BPI app (joint acct namin ni Nanay) login: mdizon{digits(3)}, pw {tpw()}",
          f"bpi pw {tpw()} — yung dati ko na-expire na")

    r.add("atm_card_pin",
          f"ATM PIN ng BDO {digits(6)}",
          f"Metrobank payroll atm pin {digits(6)}, wag mo sabihin kay Ate",
          f"pin sa BPI card ni Nanay (ako nagwi-withdraw ng pension nya): {digits(4)}",
          f"remind: PIN ng bagong BDO debit card {digits(6)}, na-activate ko na sa ATM sa Robinsons")

    r.add("credit_card_with_cvv",
          f"BDO Visa: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
          f"card na naka-bill sa Netflix:\n{groups(luhn('5', 16), 4)}\n{card_expiry()}\n{digits(3)}",
          f"Maya virtual card {luhn('5', 16)} | {card_expiry()} | CVV {digits(3)} — pang online shopping lang")

    r.add("shared_mailbox_password",
          f"shared mailbox ng team (escalations@acme-cx.example) pw: {cpw()}",
          f"Outlook shared inbox 'Tier2 Billing' — login tl.billing@acme-cx.example / {cpw()}\n(kami lang ni Jomar at Rica may alam)",
          f"bagong password ng team inbox after rotation: {cpw()}  i-send ko sa GC ng TLs mamaya",
          f"Handover kay Rica (VL ako 3 days):\n- shared inbox escalations@acme-cx.example pw {cpw()}\n- escalation desk ext 4400\n- queue monitor nasa dashboard\n- wag kalimutan EOD report 7AM")

    r.add("floor_door_access_code",
          f"door code 7th flr production area: {digits(4)}#",
          f"keypad sa pantry side door {digits(6)}",
          f"Access code sa floor (bago simula Lunes): {digits(5)} tapos * para bumukas",
          f"Hi team! new door code eff. tonight: {digits(4)} — wag ipamigay sa ibang LOB pls 🙏")

    r.add("locker_combination",
          f"locker combi ko {digits(2)}-{digits(2)}-{digits(2)}",
          f"Locker 214 sa 4th flr, combination {digits(4)}",
          f"kombinasyon ng padlock sa locker: {digits(3)} (yung dilaw na padlock)")

    r.add("phone_passcode",
          f"passcode ng iPhone ko {digits(6)}",
          f"phone lock ko ngayon: {digits(6)} (pinalitan ko kasi nakita ng pamangkin ko)",
          f"yung lumang Samsung na binigay ko kay Nanay, PIN: {digits(4)}",
          f"Paolo, pag emergency at di mo ako makontak, passcode ng phone ko {digits(6)}")

    r.add("home_wifi_password",
          f"wifi sa bahay\nSSID: PLDTHOMEFIBR_{hexs(5)}\npw: {tpw()}",
          f"Converge wifi password {tpw()}",
          f"para sa bisita: WiFi 'DizonFam_5G' password {tpw()}",
          f"WIFI:T:WPA;S:Globe_Dizon;P:{tpw()};;")

    r.add("router_admin_password",
          f"router admin 192.168.1.1 user adminpldt pw {rnd(ALNUM, 12)}",
          f"Converge modem admin\nhttp://192.168.1.1\nuser: admin\npw: {rnd(UPPER + DIGITS, 10)}")

    r.add("netflix_shared_password",
          f"Netflix naming magkakapatid: dizonsiblings@mail.example / {tpw()}\nProfile ko yung 'Cel', wag gamitin ni Paolo",
          f"netflix pw bagong palit ni Bea: {tpw()} , sabihan ko si Kuya",
          f"Netflix\nemail: bea.dizon@mail.example\npass {tpw()}\n(household na daw dapat, sa bahay lang)",
          f"Bea: ate bagong pw ng netflix {tpw()} wag mo na ipamigay kay tita ha")

    r.add("softphone_agent_password",
          f"Avaya one-X Agent: login ID {digits(5)}, password {digits(6)}",
          f"softphone ext 4471 — station security code {digits(6)}",
          f"Finesse login: agent id 30{digits(3)}, pw {cpw()}, extension 71{digits(3)}")

    r.add("genesys_client_secret",
          f"Genesys Cloud OAuth client (for WFM export)\nclient id: {uid()}\nclient secret: {rnd(URLSAFE, 43)}",
          f"GENESYS_CLIENT_ID={uid()}\nGENESYS_CLIENT_SECRET={rnd(URLSAFE, 43)}",
          f"binigay ni Sir Ron yung secret ng Genesys integration: {rnd(URLSAFE, 43)}")

    r.add("wfm_tool_password",
          f"NICE IEX (WFM) login ko: cdizon / {cpw()}",
          f"wfm.acme-cx.internal — pw {cpw()}\npang-approve ng VL ng agents")

    r.add("hris_portal_password",
          f"HRIS (leave filing, payslip) emp portal pw: {cpw()}",
          f"Sprout login ko\nID: ACX{digits(6)}\nPassword: {cpw()}",
          f"pinalitan ko HRIS pw ko, bago: {cpw()}")

    r.add("payroll_portal_password",
          f"payslip portal pw (iba sa HRIS!!) {cpw()}",
          f"payroll.acme-cx.internal — username emp no. tapos pw {cpw()}")

    r.add("sss_online_password",
          f"My.SSS user id: celdizon{digits(2)} pw: {tpw()}",
          f"SSS online pw {tpw()} , for checking contributions at loan",
          f"sss portal\n{tpw()}")

    r.add("philhealth_portal_password",
          f"PhilHealth member portal password {tpw()}",
          f"philhealth online: login yung PIN no. ko tapos password {tpw()}")

    r.add("pagibig_portal_password",
          f"Virtual Pag-IBIG pw: {tpw()}",
          f"pag-ibig online (MP2 ko) - password {tpw()}")

    r.add("gmail_app_password",
          f"app password for Outlook sa phone (personal gmail): {app_password()}",
          f"Gmail app pw para sa Thunderbird sa bahay\n{app_password()}",
          f"google app password (label: 'laptop mail') {app_password().replace(' ', '')}")

    r.add("google_backup_codes",
          "backup codes ng personal gmail ko:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(5)),
          f"Google 2-step backup codes (yung natira): {digits(8)}, {digits(8)}, {digits(8)}",
          f"isang backup code na lang natira sa google acct: {digits(4)} {digits(4)}")

    r.add("microsoft_recovery_code",
          f"Microsoft account recovery code (personal outlook): {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}",
          f"recovery code ng hotmail ko, isulat daw sa safe place: {'-'.join(rnd(UPPER + DIGITS, 5) for _ in range(5))}")

    r.add("teams_incoming_webhook_url",
          f"webhook ng Teams channel 'Night Shift Alerts' (para sa queue monitor):\nhttps://acmecx.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}",
          f"TEAMS_WEBHOOK=https://acmecx.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}")

    r.add("client_sftp_password",
          f"SFTP ng Bayside para sa daily QA report upload\nhost: sftp.bayside.acme.test port 22\nuser: acx_qa\npw: {cpw()}",
          f"sftp acx_reports@files.acmetelco.test  pw {cpw()}",
          f"WinSCP saved session 'Bayside QA' - pw kung mawala: {cpw()}")

    r.add("reporting_db_connection_string",
          f"Server=rpt-sql01.acme-cx.internal;Database=CX_Reports;User Id=rpt_reader;Password={cpw()};",
          f"connection string ng Power BI dataset (galing kay Sir Ron):\nData Source=rpt-sql02.acme-cx.internal,1433;Initial Catalog=WFM;User ID=tl_dash;Password={cpw()}",
          f"postgresql://tl_readonly:{rnd(ALNUM, 18)}@pg-dash.acme-cx.internal:5432/queue_stats")

    r.add("tableau_personal_access_token",
          f"Tableau PAT\nname: cel-night-dash\nsecret: {b64(secrets.token_bytes(16))}:{rnd(ALNUM, 32)}",
          f"tabcmd login -s https://tableau.acme-cx.internal --token-name cel_dash --token-value {b64(secrets.token_bytes(16))}:{rnd(ALNUM, 32)}")

    r.add("jira_api_token",
          f"Jira api token (para sa escalation sync) ATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}",
          f"atlassian token ko, label 'tl-report'\nATATT3xFfGF0{rnd(URLSAFE, 170)}={hexs(8).upper()}")

    r.add("online_shopping_password",
          f"Shopee pw {tpw()}",
          f"Lazada account ko: {mobile()} pw {tpw()}",
          f"shopee/lazada parehas pw ko: {tpw()} (oo alam ko bad idea)")

    r.add("facebook_password",
          f"FB pw ko bago: {tpw()}",
          f"facebook (yung personal, hindi yung page) - {tpw()}",
          f"messenger login sa laptop: cel.dizon@mail.example\n{tpw()}")

    r.add("facebook_recovery_codes",
          "FB recovery codes:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(4)),
          f"fb 2FA code pang-backup {digits(8)} {digits(8)} {digits(8)}")

    r.add("crypto_wallet_seed_phrase",
          f"Ronin wallet (yung sa Axie dati) seed phrase:\n{phrase(SEED_WORDS, 12)}",
          f"recovery phrase ng wallet ni Paolo na pinatago sa akin: {phrase(SEED_WORDS, 12)}")

    r.add("apple_id_password",
          f"Apple ID: cel.dizon@mail.example pw {tpw()}",
          f"iCloud pw {tpw()} — wag kalimutan, hirap mag-recover",
          f"apple id ni Nanay (ako nag-setup): dizon.nanay@mail.example / {tpw()}")

    r.add("bitlocker_recovery_key",
          f"BitLocker recovery key ng laptop ko (binigay ni IT nung nag-lock):\n{bitlocker_key()}",
          f"bitlocker key, Key ID 3F2A... : {bitlocker_key()}",
          f"recovery key kung mag-blue screen ulit: {bitlocker_key()}")

    r.add("crm_session_cookie",
          f"cookie na pinaste ko kay IT para ma-debug yung SF error: sid=00D{rnd(ALNUM, 12)}!{rnd(ALNUM + '._', 96)}",
          f"Cookie: _zendesk_session={rnd(HEX, 64)}; _zendesk_shared_session=-{rnd(URLSAFE, 40)}",
          f"session ng CRM sa browser (pang-test ng dashboard):\nJSESSIONID={hexs(32).upper()}")

    r.add("client_portal_bearer_token",
          f"bearer token ng Bayside portal (valid 24h daw) {jwt({'sub': 'cdizon', 'aud': 'bayside-portal', 'role': 'tl', 'exp': 1767225600})}",
          f"curl -H \"Authorization: Bearer {jwt({'sub': 'acx-tl-07', 'scope': 'tickets:read', 'iat': 1735000000})}\" https://api.bayside.acme.test/v1/queues",
          f"Authorization: Bearer {rnd(URLSAFE, 48)}")

    r.add("voicemail_pin",
          f"voicemail PIN ng desk phone ext 4471: {digits(4)}",
          f"VM pin {digits(6)} (para makinig ng voicemail ng escalations line)")

    r.add("sim_puk_code",
          f"PUK ng Globe sim ko {digits(8)} (nasa likod ng card pero nawala na card)",
          f"Smart sim PUK1: {digits(8)}")

    r.add("condo_smart_lock_pin",
          f"smart lock sa unit (Mandaluyong condo) {digits(6)}#",
          f"lock ng pinto sa condo, bagong code para sa cleaner: {digits(4)} — papalitan ko after")

    r.add("team_gc_bot_token",
          f"Telegram bot ng team (shift reminders) token: {digits(10, lead=True)}:AA{rnd(URLSAFE, 33)}",
          f"Viber bot auth token para sa break reminder: {hexs(16)}-{hexs(16)}-{hexs(16)}")

    r.add("printer_release_pin",
          f"secure print PIN sa 7F printer (pang-release ng payslip printouts) {digits(4)}",
          f"pang-release ng print job: badge tap tapos PIN {digits(5)}")

    r.add("qa_tool_login",
          f"QA calibration tool (qa.acme-cx.internal) - tl_cdizon / {cpw()}",
          f"scorecard site login ko {cpw()}")

    r.add("gcash_cardholder_details",
          f"GCash Card {groups(luhn('5', 16), 4)} exp {card_expiry()} CVV {digits(3)} PIN {digits(6)}",
          f"gcash virtual card pang-Spotify: {luhn('4', 16)} {card_expiry()} {digits(3)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("zendesk_ticket_ref",
          f"follow up ZD #{zd_ticket()} — customer nag-escalate ulit, pa-check bukas kay Rica",
          f"tickets na i-QA ko this week: #{zd_ticket()}, #{zd_ticket()}, #{zd_ticket()}",
          f"ZD {zd_ticket()} solved na pero ni-reopen ng customer. password reset request yun, hindi namin ginawa kasi di pumasa sa verification",
          f"Ticket Ref: {zd_ticket()}\nStatus: Pending\nAssignee: cdizon",
          f"escalation list tonight\n1. #{zd_ticket()} - refund ₱1,299\n2. #{zd_ticket()} - pw reset request (deflected to self-service)\n3. #{zd_ticket()} - port-out")

    r.add("salesforce_case_ref",
          f"Case {sf_case()} (Bayside) escalated to Tier 3, SLA 48h",
          f"case id sa URL: /lightning/r/Case/{sf_id('500')}/view — para mabilis ko mabuksan",
          f"pending cases ko: {sf_case()}, {sf_case()}, {sf_case()} — lahat waiting on customer",
          f"Case #{sf_case()} | Priority: High | Subject: cannot login to member portal | Owner: C. Dizon")

    r.add("employee_number",
          f"emp id ko ACX{digits(6)} (para sa HR forms)",
          f"new hires sa team: Jomar ACX{digits(6)}, Rica ACX{digits(6)}, Lenlen ACX{digits(6)}",
          f"Employee No.: 2021-{digits(5)}  Cost center: CX-NS-{digits(3)}",
          f"gate pass ni Jomar para sa Sat OT: emp id ACX{digits(6)}, 10PM-7AM")

    r.add("gcash_receipt_reference",
          f"GCash padala kay Nanay ₱3,000 Ref No. {gcash_ref()} {pick('05', '12', '22')} May 2025",
          f"binayaran ko share ko sa Netflix kay Bea via GCash, ref {gcash_ref()}",
          f"Meralco bill paid thru GCash\nAmount: ₱2,847.50\nRef. No. {gcash_ref()}",
          f"refund ng Shopee pumasok sa GCash, reference {digits(13, lead=True)}",
          f"Sent via GCash\nAmount: ₱500.00\nTo: BE** D***N\n+63 9** *** {digits(4)}\nRef No. {gcash_ref()}\n{pick('Jun 02', 'Jul 14', 'Aug 30')} 2025 9:14 PM")

    r.add("maya_transaction_reference",
          f"Maya transfer to BDO, Reference ID {groups(rnd(UPPER + DIGITS, 12), 4)}",
          f"Maya receipt - Trace no. {digits(6)}  Ref {rnd(UPPER + DIGITS, 12)}")

    r.add("masked_bank_account",
          f"BDO SA ko ending {digits(4)} (yung payroll)",
          f"pakisend sa BPI ****-****-{digits(4)} (kay Kuya yun)",
          f"Account: XXXXXX{digits(4)}  Available balance hindi ko na isusulat dito")

    r.add("masked_card_number",
          f"Visa **** **** **** {digits(4)} — yun yung naka-link sa Netflix",
          f"card ending in {digits(4)} na-decline sa Lazada, tawagan BDO",
          f"statement: MASTERCARD {digits(6)}******{digits(4)} due on the 15th")

    r.add("sss_number_masked",
          f"SSS no. ko **-*****{digits(2)}-{digits(1)} (kumpleto nasa wallet)",
          f"SSS: {digits(2)}-XXXXXXX-{digits(1)} — para sa loan form")

    r.add("philhealth_number_masked",
          f"PhilHealth PIN: XX-XXXXXX{digits(3)}-{digits(1)} (member ID, hindi password)",
          f"philhealth no. ni Nanay ending {digits(4)}, dependent ako")

    r.add("tin_masked",
          f"TIN ***-***-{digits(3)}-000 sa 2316 ko",
          f"BIR TIN: XXX-XXX-{digits(3)}-0000 (branch code 0000)")

    r.add("pagibig_mid_masked",
          f"Pag-IBIG MID ****-****-{digits(4)}, MP2 acct separate",
          f"MID no. ending {digits(4)}, contribution ₱200/mo")

    r.add("queue_and_skill_names",
          f"queues ko tonight: TELCO_BILLING_EN_T2, TELCO_TECH_EN_T1, BAYSIDE_CLAIMS_VIP (skill {digits(3)})",
          "Q names sa Genesys:\n- acx_ns_billing_t2\n- acx_ns_retention\n- acx_ns_overflow_7f",
          f"routing: skill priority 1 = RET_SAVE_DESK, overflow to GEN_INQ after {digits(2)}s")

    r.add("extension_numbers",
          f"ext ko 4471, Jomar 44{digits(2)}, Rica 44{digits(2)}, escalation desk 4400",
          f"IT helpdesk local {digits(4)}, HR local {digits(4)}, guard house local 100",
          f"transfer code sa Avaya: *7 + ext. Tier 3 ext {digits(5)}")

    r.add("customer_account_ids",
          f"cust acct # 8{digits(9)} — 3rd callback na, billing dispute ₱1,299",
          f"Bayside member ID BHM{digits(9)} — claims issue, naka-note na sa case",
          f"account id sa SF: {sf_id('001')} (Acme Telco, customer Ramos)",
          f"customer id CUS-{rnd(UPPER + DIGITS, 10)} duplicate profile, i-merge daw ng Tier 3")

    r.add("order_numbers",
          f"Shopee order {digits(6)}{rnd(UPPER + DIGITS, 8)} — di pa dumadating yung electric fan",
          f"Lazada order no. {digits(15, lead=True)} refund requested",
          f"customer's order #AT-{digits(8)} (router replacement), ship date Hunyo 3")

    r.add("promo_codes",
          f"promo code sa Grab: GRABFOOD{pick('50', '100')}OFF",
          f"Shopee voucher 'PAYDAY{digits(2)}' min spend ₱500, valid until 15th",
          "promo ng client para sa retention: SAVE20LOYAL (20% off 3 months) — pwede i-offer ng agents")

    r.add("otp_sms_without_code",
          "BDO: Your One-Time PIN is ******. NEVER share this with anyone. BDO will never ask for your OTP. (binura ko na yung code, nagamit na)",
          f"GCash: Do not share your authentication code with anyone, even GCash. If you did not request this, call 2882. — {pick('05/14', '06/02', '07/19')} 11:42PM",
          "Maya: You're logging in on a new device. If this wasn't you, secure your account at once. Never share your OTP.",
          "nakareceive ako ng OTP sa BPI kahit hindi ako nag-login?? hindi ko binigay kahit kanino, report ko bukas",
          "Globe: Ang iyong OTP ay naipadala na. HUWAG ITONG IBIGAY kahit kanino. (expired na yung code, hindi ko na kinopya)")

    r.add("password_expired_notice",
          "Salesforce: 'Your password has expired. Please change it.' — papalitan ko pag start ng shift",
          f"Windows says password expires in {pick(3, 5, 7)} days. paalala lang, wag kalimutan bago mag-VPN",
          "zendesk pw expired na naman. 90 days policy ng client, ugh",
          "BDO online: kailangan na daw palitan pw every 180 days, next na papalitan ko sa Oktubre")

    r.add("password_reset_by_it",
          f"IT reset my Windows pw, ticket INC{digits(7)}. temp pw pinadala sa personal email ko, papalitan ko pagka-login",
          f"ni-reset ni IT yung VPN account ko (SR-{digits(6)}), kailangan ko i-reenroll yung token",
          "na-unlock na ni Kuya Dan (IT) yung AD account ko, same password pa rin daw, wag lang mag 5 wrong attempts",
          f"IT Service Desk: Hi Cel, your password has been reset per RITM{digits(7)}. You will be asked to set a new password on first login.")

    r.add("password_policy_talk",
          "policy ng client: min 14 chars, 1 upper, 1 number, 1 special, bawal ulitin last 12 passwords",
          "reminder sa team: bawal isulat ang password sa sticky note sa monitor. may audit sa Huwebes",
          "MPIN dapat 4 digits, hindi pwede birthday o 1234 sabi ng GCash")

    r.add("rsa_token_serial",
          f"RSA hard token serial no. {digits(9, lead=True)} (nakasulat sa likod) — ibabalik ko sa IT",
          f"soft token device serial {digits(12)} para sa re-provision request")

    r.add("mpin_locked_note",
          "na-lock GCash ko (3 wrong MPIN). kailangan mag-submit ng selfie sa help center",
          "Maya PIN nakalimutan ni Nanay, na-reset na via app, siya na bahala mag-set ng bago")

    r.add("courier_tracking_number",
          f"LBC tracking {digits(12)} — package kay Tita sa Cebu",
          f"J&T waybill {digits(12, lead=True)}, arrived at sorting center",
          f"SPX tracking: PH{digits(10)}{rnd(UPPER, 1)}, out for delivery")

    r.add("flight_booking_reference",
          f"Cebu Pacific booking ref {rnd(UPPER + DIGITS, 6)} MNL-DGT Dec 22 (uwi ng Pasko)",
          f"PAL PNR {rnd(UPPER, 6)}, seat 23A, check-in 2hrs before")

    r.add("utility_account_numbers",
          f"Meralco CAN {digits(10, lead=True)} (bill ni Nanay)",
          f"PLDT acct no. {digits(10)}, Fibr plan 1699",
          f"Maynilad contract acct {digits(8)} — may leak daw sa meter")

    r.add("invoice_numbers",
          f"OR no. {digits(7)} for the laptop repair, keep for reimbursement",
          f"invoice INV-2025-{digits(5)} from the team-building resort, ₱18,500")

    r.add("genesys_interaction_ids",
          f"interaction id ng call na i-calibrate: {uid()}",
          f"conversationId {uid()} — customer said agent was rude, pull recording",
          f"mga calls for coaching kay Lenlen:\n{uid()}\n{uid()}")

    r.add("call_recording_ids",
          f"recording REC-{digits(10)} (12:04AM call) for QA dispute",
          f"Avaya recording ID {digits(14)} — ipapakinig ko sa team huddle")

    r.add("report_file_checksum",
          f"sha256 ng QA report na in-upload: {hexs(64)} (para ma-verify ng client)",
          f"md5 ng export file {hexs(32)} — tumugma sa sinend ni Sir Ron")

    r.add("laptop_asset_serial",
          f"laptop asset tag ACX-LT-{digits(5)}, serial {rnd(UPPER + DIGITS, 10)}",
          f"monitor SN {rnd(UPPER + DIGITS, 12)} — sira, pa-replace",
          f"headset (Jabra) serial {rnd(UPPER + DIGITS, 10)} issued to Jomar")

    r.add("mac_address_registration",
          f"MAC ng laptop para sa WFH whitelist: {mac(':', True)}",
          f"wifi adapter MAC {mac('-', True)} — pinasa ko kay IT for NAC")

    r.add("internal_hosts_and_ips",
          f"portal ng VPN: gp.acme-cx.internal (backup gp2.acme-cx.internal), gateway 10.{secrets.randbelow(255)}.{secrets.randbelow(255)}.1",
          f"printer sa 7F: 10.20.{secrets.randbelow(255)}.{secrets.randbelow(255)} (pr-7f-01.acme-cx.internal)",
          "dashboard: http://dash.acme-cx.internal:8080/nightshift — hindi accessible pag walang VPN")

    r.add("wifi_ssid_only",
          "wifi sa office pantry: ACX-GUEST (captive portal, login gamit emp id)",
          f"home SSID: PLDTHOMEFIBR_{hexs(5)} at PLDTHOMEFIBR_{hexs(5)}_5G — mas mabilis yung 5G")

    r.add("password_manager_reference",
          "lahat ng work passwords ko nasa Bitwarden na, folder 'ACX Work'. wag na isulat dito",
          "Netflix pw nasa GC naming magkakapatid (pinned message), hanapin mo dun",
          "BDO login nasa Keeper ko under 'Banks > BDO'. master pw nasa isip ko lang")

    r.add("env_var_reference",
          "yung script ni Jomar kumukuha ng ZENDESK_API_TOKEN sa .env nya, hindi ko hawak yun",
          "set GENESYS_CLIENT_SECRET sa Windows env vars ni Sir Ron lang, wala sa akin")

    r.add("sftp_host_key_fingerprint",
          f"host key ng sftp.bayside.acme.test: ssh-ed25519 SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} — i-accept lang pag tugma",
          f"WinSCP warning: fingerprint ssh-rsa 2048 {':'.join(secrets.token_hex(1) for _ in range(16))} — sabi ni IT ok lang daw")

    r.add("public_widget_key",
          f"Zendesk web widget snippet para sa client site: <script id=\"ze-snippet\" src=\"https://static.zdassets.example/ekr/snippet.js?key={uid()}\"></script>",
          f"chat widget key (public, nasa website source) {uid()}")

    r.add("analytics_tracking_id",
          f"GA4 measurement ID ng help center: G-{rnd(UPPER + DIGITS, 10)}",
          f"tracking id sa survey page {pick('G', 'UA')}-{rnd(UPPER + DIGITS, 10)}")

    r.add("software_versions",
          f"Avaya one-X Agent v2.5.{digits(2)}, Genesys desktop {pick('3', '4')}.{digits(1)}.{digits(4)}",
          f"GlobalProtect {pick('6.1', '6.2')}.{digits(1)}-{digits(2)} daw dapat, yung sakin luma pa",
          f"Windows build 22631.{digits(4)} — update muna bago mag-shift")

    r.add("hotline_numbers",
          f"client hotline (US): +1 800 555 0{digits(3)}, PH backup line (02) 8{digits(3)} {digits(4)}",
          f"GCash hotline 2882, BDO card hotline (02) 8{digits(3)} {digits(4)} — para sa lost card",
          f"Rica's number {mobile_spaced()}, Jomar {mobile_spaced()} (pang-emergency sa shift)")

    r.add("postal_addresses",
          "office: 7F Acme Tower, Ortigas Center, Pasig City 1605",
          "padala address ni Tita: Brgy. Lahug, Cebu City 6000 (Zip 6000)")

    r.add("vehicle_plate_coding",
          f"plate ni Kuya {rnd(UPPER, 3)} {digits(4)} — coding tuwing {pick('Lunes', 'Martes', 'Miyerkules')}",
          f"Grab na sinakyan ko {rnd(UPPER, 3)} {digits(3)}, naiwan ko payong")

    r.add("access_badge_number",
          f"badge no. ko {digits(8)} (nakalimbag sa ID) — pa-activate sa 7F",
          f"visitor badge V-{digits(4)} para sa client visit sa Thursday",
          f"RFID card no. {hexs(8).upper()} — reported lost, blocked na ni Admin")

    r.add("door_code_change_notice",
          "pinalitan na ang door code ng production floor, itanong sa guard o sa Admin GC. wag i-post sa team GC",
          "memo: simula Lunes badge na lang, tatanggalin na yung keypad sa 7F")

    r.add("locker_assignment",
          f"locker ko #{digits(3)} sa 4F, si Rica #{digits(3)}",
          "locker renewal sa HR hanggang Friday, dala ang susi/padlock para sa inspection",
          f"nawala susi ng padlock sa locker #{digits(3)} — magpapa-cut sa Admin, ₱150 daw")

    r.add("netflix_plan_note",
          "Netflix Premium ₱549/mo, hati-hati kami (₱183 each), due every 8th",
          "Netflix nag-notify na 'household' na daw, si Bea na bahala mag-verify sa TV sa bahay")

    r.add("bank_transfer_confirmation",
          f"InstaPay BDO to GCash ₱5,000, trace no. {digits(6)}, ref {rnd(UPPER + DIGITS, 12)}",
          f"PESONet to Metrobank, reference no. {digits(16)}, posting next banking day")

    r.add("token_reenrollment_steps",
          "steps para sa bagong phone (VPN token):\n1. uninstall old FortiToken\n2. request re-provision kay IT\n3. scan QR galing sa email nila\n4. test login bago mag-shift",
          "reminder: soft token hindi nalilipat pag nag-restore ng backup, kailangan talaga mag-request ng bago")

    r.add("wfm_shift_codes",
          f"sched ko next week: NS2 (10PM-7AM), RD Sat-Sun, OT code OT-{digits(3)}",
          f"shift code N{digits(1)}-2200 ang pinalit kay Lenlen, swap request SW-{digits(6)}")

    r.add("kpi_numbers",
          f"team stats kagabi: AHT 412s, CSAT 91.3%, FCR 78%, abandon {digits(1)}.{digits(1)}%",
          f"SL 80/20 target, actual {digits(2)}.{digits(1)}% — dahil sa outage")

    r.add("dfa_appointment_reference",
          f"DFA passport appointment ref {rnd(UPPER + DIGITS, 10)}, Aseana, 9:30AM",
          f"NBI clearance ref no. {digits(10)}, claim sa Robinsons")

    r.add("company_bank_details_on_invoice",
          f"remittance details sa invoice natin for the EU client: Acme CX Services, IBAN {iban('DE', digits(18))}, BIC ACMEDEFFXXX",
          f"bank details ng company sa billing: BDO acct 00{digits(8)}, SWIFT BNORPHMM, Acme CX Solutions Inc.")

    r.add("meeting_id_no_passcode",
          f"Zoom huddle ID {digits(3)} {digits(4)} {digits(4)} — passcode nasa calendar invite",
          f"Teams meeting (client QBR) ID: {digits(3)} {digits(3)} {digits(3)} {digits(3)}, passcode sa invite na lang tingnan")

    r.add("kb_article_ids",
          f"KB{digits(7)} — steps for SIM replacement, ishare sa new hires",
          f"Confluence page id {digits(9)} (Night Shift SOP v{digits(1)}.{digits(1)})")

    r.add("otp_and_pin_length_talk",
          "BDO OTP 6 digits, valid lang 3 minutes kaya bilisan",
          "yung soft token nagpapalit every 60s, so kung late ka type-in, next code na",
          "bagong ATM card dumating — PIN mailer hiwalay daw, wala pa")

    r.add("git_like_hashes_in_tools",
          f"dashboard build {hexs(7)} may bug sa AHT column, reported to Sir Ron",
          f"QA form version hash {hexs(40)} — bago lang in-update ng client")

    r.add("sim_and_device_ids",
          f"IMEI ng company phone {digits(15)} (para sa MDM)",
          f"SIM ICCID 8963{digits(15)} — Globe postpaid ng team phone")

    return r


def main() -> None:
    write_corpora("make_heldout119.py", [
        ("heldout119_credentials.yaml", credentials(), "batch 119 (Manila BPO team lead, Taglish notes), written blind; every value synthetic"),
        ("heldout119_lookalikes.yaml", lookalikes(), "batch 119 look-alikes: ticket, case, receipt and masked government numbers, OTP SMSes without codes, resets without passwords, written blind"),
    ])


if __name__ == "__main__":
    main()
