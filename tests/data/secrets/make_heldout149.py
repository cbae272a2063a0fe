# ruff: noqa: E501
"""Writes heldout149_credentials.yaml and heldout149_lookalikes.yaml: held-out batch 149.

Persona: a freelance IT consultant in Chicago who looks after four or five small law firms
(a Loop litigation boutique, an Oak Park family-law shop, an Evanston immigration practice,
a two-partner real-estate firm). Terse American-English notes to self: tenant admin and
break-glass logins, firewall and Wi-Fi keys, copier PINs, BitLocker keys, registrar backup
codes, plus a flood of matter numbers, case numbers, serials, ticket numbers and tenant ids.

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
    URLSAFE,
    Rows,
    amex,
    app_password,
    aws_key_id,
    aws_secret,
    b64u_bytes,
    bitlocker_key,
    card_expiry,
    digits,
    hexs,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    phrase,
    pick,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = [
    "harbor", "lantern", "cobalt", "prairie", "granite", "willow", "ember", "tundra", "saffron",
    "marble", "falcon", "juniper", "walnut", "copper", "meadow", "orbit", "pepper", "quartz",
    "river", "summit", "thistle", "velvet", "wagon", "zephyr", "anchor", "bramble", "canyon",
    "dapple", "elbow", "fossil", "gravel", "hollow", "igloo", "jasper", "kettle", "ledger",
]
CHI = ["Wrigley", "Lakeshore", "Pilsen", "Wacker", "Kedzie", "Halsted", "Belmont", "Cermak",
       "Addison", "Damen", "Ashland", "Clybourn", "Lawndale", "Pulaski"]
TEAMS = ["Cubs", "Sox", "Bears", "Hawks", "Bulls", "Fire", "Sky"]
SYM = "!@#$%^&*-_+="


def hp() -> str:
    """A password a person would pick and type."""
    return pick(
        f"{pick(*CHI)}{pick('!', '#', '@', '$', '*')}{digits(4)}{pick(*TEAMS)}",
        f"{pick(*TEAMS)}{pick(*CHI)}{digits(2)}{pick('!', '?', '#')}{pick(*CHI).lower()}",
        f"{pick(*WORDS).capitalize()}-{pick(*WORDS)}-{digits(3)}{pick('!', '$', '%')}",
    )


def gen(n: int = 20) -> str:
    """A password-manager password."""
    return rnd(ALNUM + SYM, n)


def pp(n: int = 5, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def ip(prefix: str = "10.20") -> str:
    return f"{prefix}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 2}"


def phone() -> str:
    return f"(312) 555-01{digits(2)}"


def meraki_serial() -> str:
    return f"Q2{rnd(UPPER + DIGITS, 2)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}"


def routing() -> str:
    """A US ABA routing number with a valid check digit (public, printed on every check)."""
    body = pick("07", "27") + digits(6)
    w = [3, 7, 1, 3, 7, 1, 3, 7]
    total = sum(int(c) * w[i] for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def entra_secret() -> str:
    """An Entra ID (Azure AD) app client secret value."""
    return rnd(ALNUM, 3) + "8Q~" + rnd(ALNUM + "-_.~", 34)


def totp_seed(n: int = 32) -> str:
    return rnd(BASE32, n)


def credentials() -> Rows:
    r = Rows()
    r.add(
        "m365_global_admin_password",
        f"KB LLP M365 global admin: admin@kbllp.example / {hp()}  (MFA -> my phone)",
        f"delgadohart tenant\nadmin acct: itadmin@delgadohart.example\npw {gen(18)}\nreset 3/14, dont let Maria talk me into sharing it again",
        f"remember: Okafor 365 admin pw changed to {hp()} - put it in Bitwarden when I get back to the car",
        f"Finch Meyers O365 admin portal login -> consult-admin@finchmeyers.example  pass: {gen(22)}",
    )
    r.add(
        "m365_break_glass_account",
        f"Break-glass for Finch Meyers (excluded from all CA policies):\n  UPN: bg-emergency@finchmeyers.example\n  pw: {rnd(ALNUM + '!#%&*+-=?', 32)}\n  sealed envelope copy in Linda's fire safe",
        f"kbllp breakglass = breakglass01@kbllp.example :: {rnd(ALNUM + '-_!', 28)}   no MFA on purpose, alert rule fires on any sign-in",
        f"emergency access acct #2 for Okafor, ea2@okaforlaw.example, passphrase is {pp(6, ' ')} (all lowercase, spaces included)",
    )
    r.add(
        "windows_local_admin_password",
        f"local admin on all KB workstations (pre-LAPS): .\\kbadmin  {hp()}",
        f"DH-FRONT01 local acct 'support' pw {gen(14)}",
        f"net user localit {rnd(ALNUM + '#!', 16)} /add && net localgroup administrators localit /add    <- ran on the 3 Okafor laptops, same pw on all (fix this)",
    )
    r.add(
        "windows_laps_password",
        f"LAPS pw pulled for FM-LT-PARA02 (rotates Fri): {rnd(ALNUM + '#&+-', 20)}",
        f"Get-LapsAADPassword -DeviceIds FM-WS-07 -IncludePasswords -AsPlainText\n\nDeviceName : FM-WS-07\nAccount    : Administrator\nPassword   : {rnd(ALNUM + '#&+-.', 24)}\nPasswordExpirationTime : 6/{secrets.randbelow(28) + 1}/2025 3:12:40 AM",
    )
    r.add(
        "ad_domain_admin_password",
        f"KB on-prem DC (kb-dc01.kbllp.internal) domain admin: KBLLP\\da-mike  {gen(20)}",
        f"DSRM pw for DH-DC1 -- {gen(16)} -- only matters if AD is toast",
        f"runas /user:OKAFOR\\svc-admin \"mmc dsa.msc\"   pw when it prompts: {hp()}",
    )
    r.add(
        "quickbooks_admin_password",
        f"QB Desktop Enterprise, Delgado company file, Admin user pw: {hp()}",
        f"quickbooks admin (KB Trust Acct.QBW) -> user Admin / {gen(12)}\nbookkeeper Janet has her own login, do NOT give her this one",
        f"QBO login for Okafor: billing@okaforlaw.example pw {hp()} (2FA texts Ngozi's cell, ugh)",
    )
    r.add(
        "clio_admin_password",
        f"Clio admin for Finch Meyers: it@finchmeyers.example / {gen(16)}",
        f"clio manage - firm admin acct (Maria is owner, I'm admin)\nuser: consult@delgadohart.example\npass: {hp()}",
        f"okafor clio login {hp()} same email as usual",
    )
    r.add(
        "clio_api_client_secret",
        f"Clio API app 'intake-bridge' for KB:\nclient_id={rnd(ALNUM, 40)}\nclient_secret={rnd(ALNUM, 40)}\nredirect https://intake.kbllp.example/oauth/cb",
        f"CLIO_CLIENT_SECRET={rnd(ALNUM, 40)}  # delgado zapier replacement script",
    )
    r.add(
        "netdocuments_password",
        f"NetDocs repository admin (KB cabinet) - ndadmin@kbllp.example  {gen(18)}",
        f"netdocuments: finch svc acct for ndSync is nd-sync@finchmeyers.example, pw {hp()}, never expires per their request",
        f"ND login for Okafor (I'm a cabinet admin there too):\n{gen(15)}",
    )
    r.add(
        "sonicwall_admin_password",
        f"SonicWall TZ470 @ KB (https://10.10.0.1:4433) admin / {gen(16)}",
        f"firewall at Okafor is a TZ370, admin pw {hp()}, changed from default in '23",
        f"ssh admin@10.30.0.1\nPassword: {rnd(ALNUM + '!@#', 18)}\nadmin@C0EAE4> show interfaces   -- DH sonicwall cli, worked",
    )
    r.add(
        "meraki_dashboard_password",
        f"Meraki dashboard (Finch org) - me: rkoz@consult.example / {gen(20)}",
        f"meraki login for delgado site {hp()} - 2fa via authenticator",
    )
    r.add(
        "meraki_api_key",
        f"meraki api key for the client-health script: {hexs(40)}",
        f"curl -H 'X-Cisco-Meraki-API-Key: {hexs(40)}' https://api.meraki.example/api/v1/organizations",
    )
    r.add(
        "office_wifi_wpa2_key",
        f"KB-Staff wifi (WPA2-PSK): {hp()}",
        f"wifi at DH:\nSSID DH-Office\nkey {rnd(ALNUM, 24)}",
        f"Okafor staff wifi pw is {pp(4, '-')} - partners wanted something they can type on a phone",
        f"Finch wpa_supplicant for the conf room NUC:\nnetwork={{\n  ssid=\"FM-Corp\"\n  psk=\"{rnd(ALNUM + '!#', 20)}\"\n  key_mgmt=WPA-PSK\n}}",
    )
    r.add(
        "guest_wifi_password",
        f"guest wifi KB-Guest pw this month: {pick(*CHI).lower()}{digits(4)}",
        f"DH lobby guest network = DH-Visitors / {pp(3, '')}{digits(2)}  (front desk gives it out, rotate quarterly)",
    )
    r.add(
        "copier_admin_pin",
        f"Ricoh IM C3000 at KB - admin login 'admin', pw {digits(6)}",
        f"Canon iR-ADV at Okafor: System Manager ID 7654321 / PIN {digits(7)}",
        f"bizhub C300i (Finch 17th fl) admin pw {digits(8)}\nenter via Utility > Administrator",
    )
    r.add(
        "printer_web_admin_password",
        f"HP M479 at DH reception, EWS admin pw {gen(12)}",
        f"brother MFC in Ngozi's office - web mgmt pw was default, set to {hp()}",
    )
    r.add(
        "ringcentral_admin_login",
        f"RingCentral super admin (KB main # ext 101): admin pw {hp()}",
        f"RC admin portal Delgado - login 312-555-0142 ext 1 / {gen(14)}",
        f"ringcentral for finch: it@finchmeyers.example\n{gen(16)}\n(ext 100 is the admin ext)",
    )
    r.add(
        "voicemail_pin",
        f"Tom K. voicemail PIN reset to {digits(6)} - he'll change it (he won't)",
        f"front desk VM pin at DH: {digits(4)}",
        f"auto-attendant admin mailbox PIN {digits(6)} (RC ext 999)",
    )
    r.add(
        "domain_registrar_password",
        f"registrar acct for kbllp.example + kbllp-law.example:\nuser kbllp-it\npass {gen(20)}",
        f"Delgado's domain is at the registrar under Maria's personal acct :( login maria.delgado@mail.example / {hp()}",
        f"okaforlaw.example registrar - customer #48211930 - pw {gen(18)}",
    )
    r.add(
        "registrar_2fa_backup_codes",
        "registrar backup codes (KB acct), each works once:\n" + "\n".join(f"{digits(4)}-{digits(4)}" for _ in range(8)),
        "Okafor registrar 2FA recovery codes: " + " ".join(rnd(LOWER + DIGITS, 10) for _ in range(6)),
        "Finch domain acct - 2fa backups\n" + "\n".join(f"{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}" for _ in range(5)) + "\n(used #1 on 2/20)",
    )
    r.add(
        "totp_seed",
        f"registrar TOTP seed for KB so I can add it to the 2nd phone: {' '.join(totp_seed(32)[i:i + 4] for i in range(0, 32, 4))}",
        f"otpauth://totp/Registrar:okafor-it?secret={totp_seed(32)}&issuer=Registrar",
        f"break-glass MFA seed (Finch, hardware token import): {totp_seed(16)}",
    )
    r.add(
        "backup_encryption_passphrase",
        f"Veeam job 'KB-FS01-nightly' encryption pw: {pp(5, ' ')} - if we lose this the backups are bricks",
        f"Hyper Backup (DH Synology -> offsite) encryption key passphrase\n{gen(24)}",
        f"Okafor Datto/SIRIS passphrase = {hp()}{digits(2)}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery for DH-LT-MARIA (she locked herself out at court):\n{bitlocker_key()}",
        f"KB-WS-14 bitlocker key {bitlocker_key()}",
        f"Finch paralegal laptop recovery password - {bitlocker_key()} - got it from Entra, read it to her over the phone",
        f"manage-bde output for OKF-LT-03:\n  Numerical Password:\n    ID: {{{uid().upper()}}}\n    Password:\n      {bitlocker_key()}",
    )
    r.add(
        "dropbox_business_admin_password",
        f"Dropbox Business team admin (DH) = dbx-admin@delgadohart.example / {gen(18)}",
        f"dropbox admin for okafor: {hp()}",
    )
    r.add(
        "alarm_panel_code",
        f"DH Oak Park office alarm: code {digits(4)}, panel is behind the coat rack. duress code is the same +1 on last digit - don't use",
        f"alarm master code (Delgado) {digits(6)}; installer code {digits(4)}",
        f"if I'm first in at DH on Sat: door, then disarm {digits(4)} within 30s",
    )
    r.add(
        "gmail_app_password",
        f"Tom K.'s personal gmail app pw for the scanner scan-to-email: {app_password()}",
        f"scan-to-gmail on the brother (Ngozi asked) -> tom.k.scans@mail.example, app password {app_password().replace(' ', '')}",
        f"SMTP on copier: smtp.gmail.example:587 TLS, user partner.scans@mail.example, pw {app_password()}",
    )
    r.add(
        "ipsec_vpn_psk",
        f"site-to-site KB Loop <-> KB Naperville, IKEv2 PSK: {rnd(ALNUM, 32)}",
        f"DH sonicwall <-> Azure VPN gw shared key {rnd(ALNUM + '!#', 28)}",
    )
    r.add(
        "ssl_vpn_user_password",
        f"NetExtender login for Tom (remote from home): tkowalski / {hp()}  domain LocalDomain",
        f"ssl-vpn test acct at Okafor: vpntest {gen(14)} - disable after go-live",
    )
    r.add(
        "entra_app_client_secret",
        f"Graph app 'consult-reporting' (KB tenant)\ntenant {uid()}\nclient {uid()}\nsecret {entra_secret()}\nexpires 2026-01",
        f"$secret = '{entra_secret()}'   # finch license report script, move to cred store!!",
        f"DH app reg secret value (not the ID!): {entra_secret()}",
    )
    r.add(
        "ssh_private_key",
        f"key for backup-box.okaforlaw.internal (user backup):\n{openssh_private()}",
        f"KB nas rsync key, id_ed25519:\n{openssh_private()}",
    )
    r.add(
        "synology_nas_admin_password",
        f"DS920+ at DH (https://nas.delgadohart.internal:5001) admin acct 'dhadmin' {gen(16)}",
        f"okafor synology: {hp()}",
        f"KB synology local admin - user kbsyn\npw: {gen(20)}\n(built-in 'admin' disabled)",
    )
    r.add(
        "sql_connection_string",
        f"PCLaw DB conn: Server=kb-sql01.kbllp.internal\\PCLAW;Database=PCLawData;User Id=sa;Password={gen(18)};",
        f"Timeslips sql for finch -> Data Source=fm-app01.finchmeyers.internal;Initial Catalog=TS;User ID=tsadmin;Password={hp()}",
    )
    r.add(
        "door_keypad_code",
        f"KB server closet keypad: {digits(5)}#",
        f"Okafor back door (alley) code {digits(4)}, front desk knows it too",
        f"Finch 17th fl IT room lock combo - {digits(4)}  (building mgmt has override)",
    )
    r.add(
        "idrac_password",
        f"iDRAC on KB-HV01 (https://10.10.0.20) root / {gen(16)}",
        f"DH R450 idrac: root {hp()}  -- default calvin is gone",
    )
    r.add(
        "hypervisor_root_password",
        f"ESXi root on fm-esx01.finchmeyers.internal = {gen(18)}",
        f"KB Hyper-V host local Administrator: {hp()}",
    )
    r.add(
        "ups_nmc_password",
        f"APC SMT1500 NMC at KB (10.10.0.30) apc / {gen(12)}",
        f"Okafor UPS network card login 'apc' pw changed to {hp()}",
    )
    r.add(
        "firm_credit_card",
        f"KB firm visa for M365/Clio renewals: {luhn('4', 16)} exp {card_expiry()} cvv {digits(3)}, billing zip 60603",
        f"Delgado card on file (Maria said ok to use for the new laptops)\n{' '.join(luhn('5', 16)[i:i + 4] for i in range(0, 16, 4))}\n{card_expiry()}  {digits(3)}",
    )
    r.add(
        "corporate_amex",
        f"Finch corporate amex {amex()} exp {card_expiry()} CID {digits(4)} - Ed's card, for CDW orders only",
        f"okafor amex for domain renewals: {amex()}  {card_expiry()}  {digits(4)}",
    )
    r.add(
        "dns_api_token",
        f"DNS provider API token (edit zone, kbllp.example only): {rnd(URLSAFE, 40)}",
        f"export DNS_API_TOKEN={rnd(URLSAFE, 40)}   # certbot dns-01 on DH intranet",
    )
    r.add(
        "smtp_relay_password",
        f"SMTP relay for copiers (Finch): relay.mail.example:2525 user fm-scan / {gen(16)}",
        f"KB scanner relay creds - scan@kbllp.example  {hp()}  (smtp auth, exempt from MFA via CA exclusion)",
    )
    r.add(
        "sendgrid_api_key",
        f"sendgrid key for the KB intake form notifications: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}\n(okafor client portal .env)",
    )
    r.add(
        "password_manager_master_password",
        f"Bitwarden master pw for the shared org acct (Finch, Ed has a sealed copy): {pp(6, '-')}",
        f"my own vault master passphrase in case I get hit by a bus - Katie knows where this note is:\n{pp(7, ' ')}",
    )
    r.add(
        "onepassword_secret_key",
        f"Okafor uses 1Password. Firm emergency kit:\nemail ngozi@okaforlaw.example\nSecret Key {onepassword_secret_key()}\nmaster pw {pp(5, '.')}",
        f"1P secret key (DH family acct Maria set up): {onepassword_secret_key()}",
    )
    r.add(
        "rmm_api_client_secret",
        f"RMM API creds (my tenant)\nclient id: {rnd(URLSAFE, 32)}\nclient secret: {rnd(URLSAFE, 48)}",
        f"RMM_CLIENT_SECRET='{rnd(URLSAFE, 48)}'  # nightly patch report",
    )
    r.add(
        "apple_business_manager_password",
        f"ABM for KB (iPads in conf rooms): abm-admin@kbllp.example / {hp()}",
        f"apple business mgr - finch - {gen(16)}",
    )
    r.add(
        "docusign_admin_password",
        f"DocuSign admin (DH): esign@delgadohart.example pw {hp()}",
        f"docusign okafor acct admin password {gen(14)}, Ngozi is the signer of record",
    )
    r.add(
        "pacer_login",
        f"PACER for Finch (Ed's acct, firm pays): fmeyers_pacer / {hp()}",
        f"kb pacer shared login - kbllp-docket\n{gen(14)}",
    )
    r.add(
        "radius_shared_secret",
        f"NPS radius secret between Meraki APs and fm-dc01: {rnd(ALNUM, 24)}",
        f"radius client 'KB-SonicWall' shared secret = {rnd(ALNUM + '!#', 20)}",
    )
    r.add(
        "efax_password",
        f"eFax acct DH (fax # 708-555-0188) pw {hp()}",
        f"online fax login okafor: fax@okaforlaw.example {gen(12)}",
    )
    r.add(
        "session_cookie",
        f"clio session cookie from Maria's browser while debugging the sso loop (kill after):\n_session_id={hexs(32)}",
        f"curl -b 'JSESSIONID={hexs(32).upper()}; XSRF-TOKEN={rnd(URLSAFE, 36)}' https://nd.finchmeyers.example/api/v1/user  -- worked, token still live",
    )
    r.add(
        "object_storage_access_keys",
        f"offsite backup bucket (S3-compatible) for KB:\naccess key {aws_key_id()}\nsecret {aws_secret()}",
        f"[okafor-offsite]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nendpoint_url = https://s3.storage.example",
    )
    r.add(
        "isp_gateway_admin_password",
        f"ISP business gateway at Okafor (10.1.10.1) cusadmin / {gen(14)}",
        f"DH modem admin pw {hp()} - ISP tech set it, I changed it after",
    )
    r.add(
        "remote_support_password",
        f"TeamViewer unattended on KB-RECEPTION: ID 1 284 557 903, pw {gen(12)}",
        f"remote tool permanent pw for Finch conf room PC = {hp()}",
    )
    r.add(
        "snmp_community_string",
        f"SNMP v2c RO community on KB switches (for the monitoring box): {rnd(ALNUM, 16)}",
        f"snmp-server community {rnd(ALNUM, 18)} RO  -- DH core switch",
    )
    r.add(
        "westlaw_password",
        f"Westlaw shared research login (Finch) {hp()} - user FMEYERS-RES",
        f"okafor westlaw password: {gen(14)}",
    )
    # second pass: more of the same kinds, written on other days
    r.add("meraki_dashboard_password", f"Okafor meraki dashboard - shared acct it@okaforlaw.example\n{gen(18)}\nSAML later")
    r.add("meraki_api_key", f"MERAKI_DASHBOARD_API_KEY={hexs(40)}  # finch uplink alert bot")
    r.add("guest_wifi_password", f"Finch conf room guest wifi: FM-Guest, pw {hp()} (clients ask for it every depo)")
    r.add("printer_web_admin_password", f"KB plotter (HP DesignJet) EWS: admin / {gen(10)}")
    r.add("dropbox_business_admin_password", f"dbx team admin at Finch (legacy, migrating to NetDocs) -> dropbox@finchmeyers.example\npassword: {gen(16)}")
    r.add("ipsec_vpn_psk", f"crypto ikev2 keyring  -- Okafor branch tunnel\n  peer HQ\n    address 203.0.113.9\n    pre-shared-key {rnd(ALNUM, 30)}")
    r.add("ssl_vpn_user_password", f"vpn for Linda (KB) linda.k  {hp()} - she'll forget, resend when she calls")
    r.add("sql_connection_string", f"DH conflicts db -> postgresql://conflicts:{rnd(ALNUM, 20)}@db.delgadohart.internal:5432/conflicts")
    r.add("idrac_password", f"finch r650 out-of-band: https://10.30.0.21  user root  pass {gen(14)}")
    r.add("hypervisor_root_password", f"DH proxmox root pw {gen(16)} (host pve01.delgadohart.internal)")
    r.add("ups_nmc_password", f"ups at finch - nmc login apc/{gen(12)} ; snmp off")
    r.add("firm_credit_card", f"okafor debit card for the Apple purchase: {luhn('4', 16)}, {card_expiry()}, security code {digits(3)}")
    r.add("corporate_amex", f"KB amex (Linda's) for the server warranty renewal\n{amex()}\nexp {card_expiry()} / {digits(4)}")
    r.add("dns_api_token", f"okafor zone token (DNS:Edit) -> {rnd(URLSAFE, 40)}")
    r.add("smtp_relay_password", f"Okafor copier SMTP: mail.okaforlaw.example port 587, scanner@okaforlaw.example, pw {gen(14)}")
    r.add("pacer_login", f"PACER (Okafor) ngozi_o / {hp()} - she said fine for me to pull the docket")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "matter_number",
        f"KB matter 2024-{digits(4)} (Hernandez v. Lakeview Mgmt) - new workspace in NetDocs keyed on matter #",
        f"Finch new matters this wk: {digits(5)}-{digits(3)}, {digits(5)}-{digits(3)}, {digits(5)}-{digits(3)}",
        f"DH matter no. {digits(6)} needs a shared folder for the GAL, read-only",
    )
    r.add(
        "federal_case_number",
        f"Case No. 1:24-cv-{digits(5)} (N.D. Ill.) - Tom needs the exhibit share mapped by Mon",
        f"KB trial team: 1:23-cv-{digits(5)} and 1:25-cv-{digits(5)}, both Judge R. courtroom 2541, need the laptop + HDMI",
        f"Okafor immigration appeal, 7th Cir. No. 24-{digits(4)}; also the district case 1:24-cv-{digits(5)}",
    )
    r.add(
        "cook_county_case_number",
        f"DH docket: 2024 D {digits(6)} (Daley Center, 1st fl for e-filing help)",
        f"Finch - {pick('2023', '2024')} CH {digits(5)} foreclosure, and {pick('2024', '2025')} L {digits(6)}",
        f"kb: Cook County case 2025 M1 {digits(6)}, zoom hearing link on the court site",
    )
    r.add(
        "ardc_bar_number",
        f"ARDC # for Ed Meyers: {digits(7, True)} (needed for e-filing acct setup)",
        f"new associate at KB - ARDC {digits(7, True)}, start 9/2, needs laptop + Clio seat",
        f"Ngozi's bar no. {digits(7, True)}; ISBA member id {digits(6)}",
    )
    r.add(
        "bates_range",
        f"production vol 3: KB{digits(7)} - KB{digits(7)} (upload to the vendor SFTP, not email)",
        f"Finch Bates stamp DEF_{digits(6)} thru DEF_{digits(6)}, check the PDF/A conversion didn't drop the stamp",
        f"DH exhibits: DELG-{digits(5)} to DELG-{digits(5)}",
    )
    r.add(
        "client_matter_code",
        f"copier billing codes for KB: client-matter {digits(5)}.{digits(4)} and {digits(5)}.{digits(4)}",
        f"okafor client code OKF-{digits(4)}-{rnd(UPPER, 2)} for the Papercut setup",
        f"finch cm# {digits(4)}-{digits(3)} (pro bono, no billing)",
    )
    r.add(
        "consultant_invoice_number",
        f"sent INV-2025-{digits(4)} to Delgado & Hart, net 30, $2,340",
        f"Invoice #{digits(5)} (KB, March retainer) still unpaid - ping Linda",
        f"okafor invoices: {digits(4)}-A, {digits(4)}-B  (split PO {digits(6)})",
    )
    r.add(
        "dell_service_tag",
        f"KB-HV01 Dell R650 service tag {rnd(UPPER + DIGITS, 7)}, express svc code {digits(11)}",
        f"Finch laptops: tags {rnd(UPPER + DIGITS, 7)}, {rnd(UPPER + DIGITS, 7)}, {rnd(UPPER + DIGITS, 7)} - warranty thru 2027",
        f"DH-LT-MARIA is Latitude 7440, svc tag {rnd(UPPER + DIGITS, 7)}",
    )
    r.add(
        "device_serial_number",
        f"Ricoh copier at KB S/N E{digits(9)}, meter read due 1st of month",
        f"Okafor HP laptops serials 5CG{digits(4)}{rnd(UPPER + DIGITS, 3)}, 5CG{digits(4)}{rnd(UPPER + DIGITS, 3)}",
        f"synology DS920+ serial {digits(4)}{rnd(UPPER, 3)}{digits(6)}",
    )
    r.add(
        "mac_address_inventory",
        f"DH printers DHCP reservations:\nHP M479  {mac(':', True)} -> 10.40.0.50\nbrother  {mac(':', True)} -> 10.40.0.51",
        f"finch conf room TV mac {mac('-')}, block it from staff vlan",
        f"KB unknown device on guest: {mac()} (vendor lookup says phone, ignore)",
    )
    r.add(
        "license_key_reference",
        f"Win 11 Pro on OKF-LT-03: slmgr /dli says partial product key {rnd(UPPER + DIGITS, 5)}, activated via OEM",
        f"Veeam license ID {uid()} (the .lic file is on the Finch NAS, \\\\fm-nas\\it\\licenses)",
        f"QuickBooks Enterprise, product no. {digits(3)}-{digits(3)} - license # lives in the Intuit acct, not here",
    )
    r.add(
        "m365_tenant_id",
        f"KB tenant id {uid()} (primary domain kbllp.example)",
        f"Okafor directory id: {uid()}\nFinch: {uid()}",
        f"for the GDAP request: DH tenant {uid()}",
    )
    r.add(
        "bitlocker_key_id",
        f"Maria's laptop asked for key ID {uid().upper()[:8]} - looked it up in Entra, recovery done over phone",
        f"BitLocker key protector ID {{{uid().upper()}}} on KB-WS-14, key escrowed to Entra (checked)",
        f"Finch: 3 laptops missing escrow. Key IDs {uid().upper()[:8]}, {uid().upper()[:8]}, {uid().upper()[:8]} - run BackupToAAD",
    )
    r.add(
        "helpdesk_ticket",
        f"ticket #{digits(5)} - Tom can't print double-sided from Clio",
        f"TKT-{digits(6)} closed, TKT-{digits(6)} waiting on vendor",
        f"DH tickets this month: {digits(4)}, {digits(4)}, {digits(4)} - all Outlook search",
    )
    r.add(
        "ip_address_plan",
        f"KB LAN 10.10.0.0/24, gw 10.10.0.1, DC {ip('10.10')}, NAS {ip('10.10')}",
        f"Okafor static WAN 203.0.113.{secrets.randbelow(250) + 2}/29, gw .1",
        f"finch printers: {ip('10.30')}, {ip('10.30')}; dhcp scope .100-.200",
    )
    r.add(
        "phone_extension_list",
        f"KB extensions: reception 100, Tom 112, Linda 114, conf rm 150, fax {phone()}",
        f"DH main {phone()} -> auto attendant, Maria x201, paralegal x205",
        f"Okafor: ext {digits(3, True)} for intake line, forward to {phone()} after hours",
    )
    r.add(
        "password_reset_record",
        "reset Janet's M365 pw 4/2, gave temp by phone, she changed it at first login. ticket 4471.",
        "KB: Tom locked out again (3rd time), unlocked in AD, no pw reset needed",
        "Okafor front desk - forced pw change on next sign-in, confirmed MFA re-registered",
    )
    r.add(
        "password_manager_pointer",
        f"KB sonicwall admin creds -> Bitwarden > Clients/KB/Network > 'TZ470 admin' (item {uid()})",
        "break-glass pw for Finch is ONLY in the sealed envelope + Bitwarden org vault, never in notes",
        "DH wifi key is in the shared 1P vault 'DH Office', entry 'Wi-Fi staff'",
    )
    r.add(
        "wifi_ssid_list",
        "KB SSIDs: KB-Staff (WPA2-Ent), KB-Guest (captive portal), KB-IoT (hidden)",
        f"DH-Office / DH-Visitors, channel 36 and 149, AP serials {meraki_serial()}",
        "Okafor wants SSID renamed from NETGEAR47 to OkaforLaw-Staff",
    )
    r.add(
        "office_suite_address",
        f"KB moved to Suite {digits(4, True)}, 33 W Monroe-ish building, dock entrance on Wabash side, ZIP 60603",
        f"Finch Meyers: {digits(3, True)} N LaSalle St, Ste {digits(4, True)}, Chicago IL 60602",
        f"DH Oak Park, {digits(4, True)} Lake St Suite 2B, IL 60301",
    )
    r.add(
        "door_badge_number",
        f"my building badge at Finch: #{digits(6)}, expires 12/31",
        f"KB temp badge {digits(5)} for the cabling vendor, return to security desk",
        f"badge ids to deactivate (Okafor leaver): {digits(6)}, {digits(6)}",
    )
    r.add(
        "script_commit_sha",
        f"onboarding script version deployed at DH = commit {hexs(40)}",
        f"rolled back KB logon script to {hexs(7)} (before the drive-map change)",
    )
    r.add(
        "installer_checksum",
        f"Clio for Outlook installer sha256 {hexs(64)} - matches vendor page",
        f"NetDocs ndOffice msi SHA256: {hexs(64).upper()}",
        f"md5 of the sonicwall fw image {hexs(32)} (vendor lists it)",
    )
    r.add(
        "entra_app_client_id",
        f"Graph app 'consult-reporting' app (client) id {uid()}, object id {uid()} - secret NOT here, it's in the cred store",
        f"DH enterprise app for NetDocs SSO: app id {uid()}",
    )
    r.add(
        "dns_txt_records",
        f"kbllp.example TXT MS=ms{digits(8)} (M365 domain verify)",
        f"add to delgadohart.example: google-site-verification={rnd(URLSAFE, 43)}",
        "okaforlaw.example SPF: v=spf1 include:spf.protection.outlook.example include:relay.mail.example -all\nDMARC: v=DMARC1; p=quarantine; rua=mailto:dmarc@okaforlaw.example",
    )
    r.add(
        "ssh_host_fingerprint",
        f"first connect to backup-box.okaforlaw.internal - ED25519 key fingerprint is SHA256:{b64u_bytes(32)}. matches console",
        f"KB nas host key SHA256:{b64u_bytes(32)} (verified on-site)",
    )
    r.add(
        "ssh_public_key_entry",
        f"added to authorized_keys on KB nas:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} rk@consult-laptop",
        f"DH backup box, my pubkey: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )
    r.add(
        "shipment_tracking_number",
        f"Finch laptops shipped UPS 1Z{rnd(UPPER + DIGITS, 16)}",
        f"replacement PSU for KB-HV01 fedex {digits(12)}",
        f"USPS tracking {' '.join(('9400' + digits(18))[i:i + 4] for i in range(0, 22, 4))} (toner for DH)",
    )
    r.add(
        "vendor_order_number",
        f"CDW order {rnd(UPPER + DIGITS, 6)} - 4x Latitude for Okafor",
        f"Dell order # {digits(10)}, est ship 3/18",
        f"Amazon biz order {digits(3)}-{digits(7)}-{digits(7)} (HDMI adapters for KB conf rm)",
    )
    r.add(
        "vendor_support_case",
        f"MS support case {digits(16)} - KB mailbox migration stuck at 95%",
        f"SonicWall case #{digits(8)}, DH firmware bug",
        f"Clio support ticket {digits(7)} re: Outlook add-in sync dupes",
    )
    r.add(
        "subscription_sku_id",
        f"Okafor: 8x Microsoft 365 Business Premium, sub id {uid()}",
        f"Azure sub for DH backups {uid()} - billing profile {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 3)}-{rnd(UPPER + DIGITS, 3)}",
        f"KB renewal SKU CFQ7TTC0LCHC, CSP order {uid()}",
    )
    r.add(
        "firmware_version_note",
        f"SonicOS 7.0.1-{digits(4)} on KB, upgrade to 7.1.x after hours",
        f"Meraki MX {digits(2)}.{digits(3)}.{digits(1)} stable at Finch, MR {digits(2)}.{digits(1)}.{digits(1)}",
        f"iDRAC 7.{digits(2)}.{digits(2)}.{digits(2)} + BIOS 1.{digits(2)}.{digits(1)} on DH R450",
    )
    r.add(
        "meraki_inventory_ids",
        f"Finch MX68 serial {meraki_serial()}, network id L_{digits(18)}",
        f"meraki org id {digits(6)} (Delgado), claim order {rnd(UPPER + DIGITS, 10)}",
        f"APs: {meraki_serial()}, {meraki_serial()}, {meraki_serial()}",
    )
    r.add(
        "firewall_serial",
        f"KB TZ470 serial 2CB8ED{hexs(6).upper()}, MySonicWall registered under my partner acct",
        f"Okafor TZ370 s/n 2CB8ED{hexs(6).upper()}, support expires 11/2026",
    )
    r.add(
        "domain_renewal_note",
        "kbllp.example renews 9/12/2026, auto-renew on, card on file is the firm visa (ending in the usual)",
        "okaforlaw.example registrar lock ON, transfer auth code requested? NO - leave it locked",
        f"DH domain moved to firm-owned registrar acct #{digits(8)} (out of Maria's personal)",
    )
    r.add(
        "secret_reference",
        "license report script reads $env:GRAPH_CLIENT_SECRET from Windows Credential Manager, target 'consult-graph-kb'",
        "vault path for Finch break-glass: kv/clients/finch/m365/breakglass (versioned, I'm the only reader)",
        "DNS_API_TOKEN comes from the RMM secure custom field 'dns_token', not hardcoded anywhere",
    )
    r.add(
        "pin_policy_note",
        "Windows Hello PIN policy for KB: min 6 digits, no sequences, no expiry",
        "DH alarm code gets changed each quarter - last change Jan 6; the code itself is only in Maria's envelope",
        "RingCentral VM PINs must be 6+ digits now, told Tom his old 4-digit one stops working Fri",
    )
    r.add(
        "password_policy_discussion",
        "Finch asked for 90-day expiry again - explained NIST, we're doing 14+ char passphrases + MFA, no expiry",
        "KB LAPS: 20 char, rotate every 30d, post-auth reset 24h",
        "Okafor: banned password list added (firm name, 'Chicago', team names + years)",
    )
    r.add(
        "vendor_promo_code",
        f"Dell member coupon {rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 4)} ends 3/31",
        f"CDW promo SPRING{digits(2)}OFF for accessories",
        f"clio referral code {rnd(UPPER, 4)}{digits(3)} - get 1 mo free if Okafor upgrades",
    )
    r.add(
        "bank_remittance_details",
        f"my invoices say: pay by ACH, routing {routing()}, acct ending {digits(4)}, ref = invoice #",
        f"DH pays via bill pay, check memo should show INV-2025-{digits(4)}",
    )
    r.add(
        "support_phone_numbers",
        f"copier vendor service line {phone()}, acct # {digits(6)}",
        f"building mgmt Finch {phone()}, after-hours engineer {phone()}",
        f"ISP business support (Okafor) {phone()}, circuit id {rnd(UPPER, 2)}.{rnd(UPPER + DIGITS, 4)}.{digits(6)}..{rnd(UPPER, 4)}",
    )
    r.add(
        "parking_plate",
        f"my plate for the KB garage list: IL {rnd(UPPER, 2)} {digits(5)}",
        f"Finch visitor parking validated for plate {digits(3)} {digits(3)} - tell garage attendant",
    )
    r.add(
        "vlan_plan",
        "KB VLANs: 10 staff, 20 voice (RC phones), 30 printers, 40 guest, 99 mgmt",
        "DH: voice vlan 20 tagged on ports 1-24, LLDP-MED on",
    )
    r.add(
        "event_log_excerpt",
        f"4625 spam on KB-DC01:\nAccount Name: administrator\nLogon Type: 3\nSource Network Address: 198.51.100.{secrets.randbelow(250) + 2}\nStatus: 0xC000006D",
        f"Entra sign-in fail for Tom, correlation id {uid()}, request id {uid()}, error 50126 (bad password)",
    )
    r.add(
        "asset_tag",
        f"asset tags: KB-LT-{digits(4)}, KB-LT-{digits(4)}, KB-MON-{digits(4)}",
        f"DH-WS-{digits(3)} retired, wipe cert # {digits(6)}",
    )
    r.add(
        "windows_patch_reference",
        f"KB50{digits(5)} broke printing at Okafor, paused updates 7 days",
        f"check KB50{digits(5)} installed on DH-DC1 before Tue",
    )
    r.add(
        "cert_thumbprint",
        f"ADFS token-signing cert thumbprint {hexs(40).upper()} (KB, expiring 10/2025)",
        f"wildcard cert for *.finchmeyers.example - SHA1 {':'.join(hexs(40).upper()[i:i + 2] for i in range(0, 40, 2))}",
    )
    r.add(
        "efiling_envelope_id",
        f"eFile envelope {digits(8)} rejected (wrong filing code), Linda refiling",
        f"DH e-filing confirmation: envelope # {digits(8)}, transaction id {uid()}",
    )
    r.add(
        "backup_job_id",
        f"Veeam job 'KB-FS01-nightly' id {uid()} - failed 2x, repo full",
        f"DH hyper backup task id {digits(2)}, last success {pick('Mon', 'Tue', 'Wed')} 2:14am, version {digits(3)}",
    )
    r.add(
        "intune_device_id",
        f"Intune device id for DH-LT-MARIA {uid()}, Entra device id {uid()}",
        f"Finch retire: {uid()} (old iPad, ABM serial DMP{rnd(UPPER + DIGITS, 9)})",
    )
    r.add(
        "expired_token_note",
        "Clio API token expired 3/1, regenerated - new one is in the RMM secure field, not here",
        "KB Graph app secret expires in 14 days (cert-based auth instead? ask Linda)",
        "meraki api key revoked after Sam left, made a new one under my login",
    )
    r.add(
        "publishable_payment_key",
        f"okafor website pay button uses publishable key pk_live_51{rnd(ALNUM, 97)} (public on purpose, lives in the page js)",
        f"DH test mode checkout key pk_test_51{rnd(ALNUM, 97)}",
    )
    r.add(
        "recaptcha_site_key",
        f"KB contact form reCAPTCHA site key 6L{rnd(URLSAFE, 38)} (secret key is server-side only)",
        f"finch intake form: data-sitekey=\"6L{rnd(URLSAFE, 38)}\"",
    )
    r.add(
        "docket_entry_reference",
        f"Dkt. {digits(2, True)}, filed 02/11/25, PageID #{digits(4)} - exhibit PDF wouldn't OCR",
        f"ECF No. {digits(3, True)} in 1:24-cv-{digits(5)}, Tom wants a local copy in NetDocs",
    )
    r.add("script_commit_sha", f"okafor offboarding.ps1 pinned at {hexs(12)} in my repo, tag v1.4.2")
    r.add("entra_app_client_id", f"Finch NetDocs SSO app id {uid()}, enterprise app object {uid()} (no secret, it's SAML)")
    r.add("ssh_host_fingerprint", f"DH pve01 host key: SHA256:{b64u_bytes(32)} ECDSA - save in known_hosts")
    r.add("ssh_public_key_entry", f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@kb-nas  <- public half, fine to paste in the ticket")
    r.add("firewall_serial", f"DH sonicwall serial 18B169{hexs(6).upper()}, HA secondary 18B169{hexs(6).upper()}")
    r.add("bank_remittance_details", f"Finch remit-to on their vendor form: ABA {routing()}, acct ***{digits(4)}, W-9 on file")
    r.add("parking_plate", f"cabling contractor van plate IL {digits(6)} B for the Okafor loading zone permit")
    r.add("vlan_plan", f"Finch mgmt vlan 99 = 10.30.99.0/24, switch {meraki_serial()} on .2")
    return r


def main() -> None:
    write_corpora("make_heldout149.py", [
        ("heldout149_credentials.yaml", credentials(), "batch 149 (Chicago freelance IT consultant for small law firms), written blind; every value synthetic"),
        ("heldout149_lookalikes.yaml", lookalikes(), "batch 149 look-alikes: matter, case, bates, serial, ticket and tenant ids, secret references, written blind"),
    ])


if __name__ == "__main__":
    main()
