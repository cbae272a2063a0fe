# ruff: noqa: E501
"""Writes heldout168_credentials.yaml and heldout168_lookalikes.yaml: held-out batch 168.

Persona: an IT service-desk analyst at an NHS hospital trust in Leeds, writing in British
English and ticket-style shorthand. Their notes hold temporary passwords set during resets,
smartcard passcodes, remote-access one-time codes and token seeds, BitLocker recovery keys,
LAPS passwords, printer/MFD admin PINs, ward Wi-Fi PSKs, shared mailbox passwords, door and
key-safe codes, service account passwords and voicemail PINs, next to a great many ticket
numbers, asset tags, serials, key ids, hostnames, AD groups and policy text that are not secret.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

HEXU = "0123456789ABCDEF"
SYMS = "!#%&*+-=?@"
LEEDS = ["Aire", "Kirkstall", "Headingley", "Roundhay", "Pudsey", "Otley", "Rhubarb", "Harewood",
         "Temple", "Meanwood", "Chapel", "Wharfe", "Calder", "Armley", "Beeston", "Moortown"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December", "Spring", "Autumn", "Winter", "Summer"]
WORDS = ["kettle", "biscuit", "drizzle", "tram", "ginnel", "moor", "parkin", "lantern", "viaduct",
         "chimney", "heron", "bobbin", "pudding", "quarry", "ferret", "mill", "canal", "brass",
         "thimble", "cobble", "marmalade", "spindle", "haystack", "orchard", "walnut", "puffin"]
DOM = "lth.internal"


# ---------------------------------------------------------------- small helpers


def n(k: int) -> int:
    return secrets.randbelow(k)


def tmp() -> str:
    """A temporary password as a service desk sets it."""
    return pick(
        f"{pick(*LEEDS)}{digits(4)}{pick('!', '#', '?', '*')}",
        f"{pick(*MONTHS)}{digits(2)}{pick('!', '$', '#')}{rnd(UPPER, 2)}",
        f"{pick(*WORDS).capitalize()}-{pick(*WORDS)}-{digits(3)}",
        f"Tmp{rnd(ALNUM, 7)}{pick('!', '#')}{digits(2)}",
        rnd(ALNUM + "!#?", 12),
    )


def laps() -> str:
    return rnd(ALNUM + SYMS + "{}", pick(14, 15, 16, 20))


def strong(k: int = 18) -> str:
    return rnd(ALNUM + "!#$%*+", k)


def seed32() -> str:
    return rnd(BASE32, 32)


def psk() -> str:
    return pick(
        f"{pick(*WORDS).capitalize()}{pick(*LEEDS)}{digits(4)}{pick('!', '#', '')}",
        rnd(ALNUM, 20),
        f"{phrase(WORDS, 3, '-')}-{digits(2)}",
    )


def inc() -> str:
    return "INC0" + digits(6, lead=True)


def ritm() -> str:
    return pick("RITM0", "REQ0") + digits(6, lead=True)


def chg() -> str:
    return "CHG0" + digits(6, lead=True)


def asset() -> str:
    return pick("LTH", "LTH-IT-", "LTHA") + digits(6, lead=True)


def host(kind: str = "") -> str:
    k = kind or pick("WS", "LT", "TC", "KS")
    return f"LTH{k}{digits(6, lead=True)}"


def ip() -> str:
    return f"10.{n(250) + 1}.{n(255)}.{n(253) + 1}"


def svc_tag() -> str:
    return rnd(UPPER + DIGITS, 7)


def guidu() -> str:
    return uid().upper()


def thumb() -> str:
    return rnd(HEXU, 40)


def ext() -> str:
    return pick("2", "6", "3") + digits(4)


def bleep() -> str:
    return digits(4, lead=True)


def staffno() -> str:
    return digits(8, lead=True)


def phone() -> str:
    return f"0113 496 0{digits(3)}"


def mobile() -> str:
    return f"07700 900{digits(3)}"


def postcode() -> str:
    return f"LS{n(28) + 1} {n(10)}{rnd(UPPER, 2)}"


def plate() -> str:
    return f"{pick('YA', 'YB', 'YC', 'YD', 'YE', 'YF', 'YG')}{pick('19', '21', '22', '70', '71', '73', '24')} {rnd(UPPER, 3)}"


def room() -> str:
    return f"{pick('B', 'C', 'G', 'J', 'K')}{n(9)}-{digits(3, lead=True)}"


def ticket_person() -> str:
    return pick("Sr K. Okafor", "Dr A. Mensah", "J. Hirst (HCA)", "P. Kaur", "Dr R. Ibe", "M. Sutcliffe",
                "ward clerk on 28", "S. Brannigan", "L. Nowak (physio)", "Dr F. Ansari", "T. Nguyen")


# ---------------------------------------------------------------- credentials


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ad_temp_password",
        f"{inc()} - pw reset for {ticket_person()} (ward 28), temp pw {tmp()} , told her to change at next logon",
        f"reset done, temp password:\n{tmp()}\nuser: jbloggs3 - unlocked acct as well",
        f"rang back {ticket_person()} re lockout. set to {tmp()}  'must change at logon' ticked. on nights so may not ring back till 2am",
        f"new starters monday (AD resets, give out at induction):\n  hwhitaker   {tmp()}\n  rmalik2     {tmp()}\n  tnguyen4    {tmp()}",
        f"Set-ADAccountPassword -Identity ssutcliffe -Reset -NewPassword (ConvertTo-SecureString '{tmp()}' -AsPlainText -Force)",
    )
    r.add(
        "smartcard_passcode",
        f"smartcard passcode for locum {ticket_person()} set at RA desk: {digits(6)} (he'll change it in CIS)",
        f"unlocked card via CIS for staff no {staffno()}, new passcode {rnd(ALNUM, 8)} given over phone",
        f"note to self - my own smartcard passcode is {digits(8)} cos I always forget it after annual leave",
        f"RA2 form done for the new F1s. Passcodes set:\nDr Lowe {digits(6)}\nDr Achebe {digits(7)}",
    )
    r.add(
        "citrix_otp_code",
        f"Citrix gateway code for ward 9 manager: {digits(6)} (text didnt arrive so I read it out from the admin console)",
        f"one-time code for remote access enrolment -> {digits(8)}  expires 15 mins",
        f"{inc()} NetScaler enrol. Gave user registration code {rnd(UPPER + DIGITS, 10)} to pair authenticator",
    )
    r.add(
        "rsa_emergency_tokencode",
        f"RSA emergency tokencode for {ticket_person()} (lost fob on the bus): {digits(8)} - valid till Fri",
        f"lost token again... emergency access code {rnd(UPPER + DIGITS, 8)} set, fixed-code mode, ask her to bring fob in",
        f"emergency tokencode issued\nuser: dsharma\ncode: {digits(8)}\nlifetime 3 days",
    )
    r.add(
        "vpn_token_seed",
        f"soft token seed for the on-call laptop (re-adding to Authenticator): {groups(seed32(), 4)}",
        f"otpauth://totp/LTH-VPN:svc.oncall?secret={seed32()}&issuer=LTH-VPN&digits=6&period=30",
        f"hardware token import line from supplier csv:\n{digits(12)},{hexs(40)},SHA1,6,30",
        f"FortiToken mobile manual entry key for IT on-call shared phone = {seed32()}",
    )
    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery for {host('LT')} (stuck at blue screen after BIOS update)\nkey: {bitlocker_key()}",
        f"read out to user on ward 36: {bitlocker_key()}",
        f"bitlocker - key ID {hexs(8).upper()}, recovery password {bitlocker_key()} - booted fine after",
        f"{inc()}\nDr's laptop asset {asset()} asked for recovery key\n{bitlocker_key()}\nadvised to call if it happens again",
    )
    r.add(
        "laps_local_admin_password",
        f"engineer on site for the CT workstation needed local admin.\nGave him LAPS pw for {host('WS')}\n-> {laps()}\nreminded him it rotates after use. {inc()}",
        f"LAPS pw {host()}: {laps()} (expires tomorrow 09:00)",
        f".\\Administrator / {laps()}   <- {host('TC')} in theatres, offline so cached pw",
        f"Get-LapsADPassword -Identity {host('WS')} -AsPlainText\n\nComputerName        : {host('WS')}\nAccount             : Administrator\nPassword            : {laps()}\nPasswordUpdateTime  : 14/03/2025 08:12:40",
        f"local admin on the kiosk PC outpatients reception - {laps()}",
    )
    r.add(
        "printer_panel_pin",
        f"device admin PIN for the Canon in pharmacy: {digits(7)}",
        f"printer L1-PHARM-01 panel pin {digits(4)}, need it to change tray settings",
        f"HP M608 front panel access PIN = {digits(8)} (all wards, same one)",
    )
    r.add(
        "mfd_admin_password",
        f"Canon iR-ADV web UI https://{ip()} - default system manager PIN changed to {digits(8)}, login Administrator / {rnd(ALNUM, 12)}",
        f"MFD admin creds site-wide (Ricoh):\nuser admin\npass {pw()}",
        f"Konica bizhub admin pw {rnd(ALNUM + '!#', 14)} - DO NOT give to ward staff",
    )
    r.add(
        "ward_wifi_psk",
        f"Ward iPad wifi (LTH-WardDevices) PSK: {psk()}",
        f"SSID: LTH-Medical-Devices\nWPA2 key: {rnd(ALNUM, 20)}\nVLAN 412",
        f"new PSK for the maternity pods after rotation - {psk()}",
        f"wifi for the vaccination clinic laptops, pre-shared key is {psk()} (expires end of month)",
    )
    r.add(
        "shared_mailbox_password",
        f"msg from Jo: 'the pals inbox pw has changed to {tmp()} - can you let the desk know' (pals.lth@nhsmail.example)",
        f"shared mbx ward28.lth@nhsmail.example pw {pw()} (owner Sr Okafor)",
        f"generic account 'LTH Pharmacy Orders' password reset to {tmp()} by NHSmail LA",
        f"outpatients.bookings@nhsmail.example -> {tmp()}  (only the 3 team leads get this)",
    )
    r.add(
        "door_keypad_code",
        f"Handover 17/03\n- {inc()} ward 5 PC still no network, port patched?\n- {inc()} awaiting user\n- new code for the build room (K block) is {digits(4)}, old one stopped working\n- stores closed Fri pm",
        f"IT store room door (B block level 2) code {digits(4)}#",
        f"codelock on the comms room at Chapel Allerton: C then {digits(5)}",
        f"door code for our office changed today, new one {digits(4)}X",
    )
    r.add(
        "key_safe_code",
        f"hiya can u remember the key safe at Wharfedale theatres is {digits(4)} ta, keys for the AV cupboard",
        f"key safe outside the Seacroft server hut: {digits(4)}",
        f"Key safe (left of loading bay, SJUH) code - {digits(4)} - cage keys in there",
        f"keysafe combo {digits(4)}, put keys back & scramble the dials!!",
    )
    r.add(
        "scanning_service_account_password",
        f"svc_kofaxscan password (scanning service): {strong()}",
        f'<appSettings>\n  <add key="ServiceUser" value="LTH\\svc_scan" />\n  <add key="ServicePassword" value="{strong(16)}" />\n</appSettings>',
        f"sc.exe config KofaxCaptureSvc obj= LTH\\svc_kofax password= {strong(20)}",
        f"medical records scanning svc acct LTH\\svc_evolve - pw {strong(22)} (rotate 6 monthly, next due Sept)",
    )
    r.add(
        "voicemail_pin",
        f"VM pin for ext {ext()} reset to {digits(4)}",
        f"voicemail PIN (my desk phone) {digits(6)}",
        f"Avaya vm mailbox {ext()} - pin set {digits(5)} for {ticket_person()}, she'll change it",
    )
    r.add(
        "sql_connection_string",
        f"Server=sqlscan01.{DOM};Database=KofaxCapture;User Id=svc_kofax;Password={strong(16)};Encrypt=True;",
        f"jdbc:sqlserver://pacs-db02.{DOM}:1433;databaseName=PACSArchive;user=pacs_ro;password={strong(14)}",
        f"reporting DSN: mssql://svc_report:{rnd(ALNUM, 16)}@sql-rpt01.{DOM}/ITSDReports",
    )
    r.add(
        "network_switch_password",
        f"Ward 31 switch stack console cable creds\nusername: netadmin\npassword: {strong(16)}\n(ask networks before touching anything!!)",
        f"ssh admin@ward4-sw01.{DOM}  pw {strong(14)}",
        f"enable secret on the cupboard switch by Ward 4: {rnd(ALNUM, 12)}",
    )
    r.add(
        "bmc_console_password",
        f"racadm -r {ip()} -u root -p {rnd(ALNUM, 14)} serveraction powercycle",
        f"iDRAC on scan server idrac-scan01.{DOM} root / {strong(14)}",
        f"ilo for the print server (ilo-prn02.{DOM}): Administrator pw {rnd(UPPER + DIGITS, 8)}",
    )
    r.add(
        "bios_supervisor_password",
        f"Dell BIOS admin pw (all new Latitudes, from imaging team): {strong(12)}",
        f"BIOS setup password for the theatre PCs is {rnd(ALNUM, 10)}",
        f"HP BIOS supervisor pw {rnd(ALNUM + '#', 12)} - needed to turn TPM on for {host('WS')}",
    )
    r.add(
        "ward_ipad_passcode",
        f"Ward iPads unlock passcode {digits(6)}",
        f"ipad in A&E triage - passcode {digits(6)}",
        f"obs iPad ward 18 (asset {asset()}) locked out, unlocked via Intune, new passcode {digits(6)}",
    )
    r.add(
        "ipad_restrictions_passcode",
        f"screen time / restrictions pin on the kids ward iPads: {digits(4)}",
        f"guided access passcode for the patient survey iPads = {digits(4)}",
    )
    r.add(
        "sim_puk_code",
        f"SIM PUK for on-call mobile {mobile()}: {digits(8)}",
        f"PUK {digits(8)} (from the Vodafone portal) user locked it typing wrong pin",
        f"{inc()} sim blocked.\nPUK code: {digits(8)}\nnew sim pin {digits(4)}",
    )
    r.add(
        "sim_pin",
        f"iphone for the new matron - sim pin set to {digits(4)}, passcode is her choice",
        f"sim pin for the spare work phones in the drawer is {digits(4)}",
        f"Bleep-replacement handsets - SIM PIN {digits(4)} on all of them",
    )
    r.add(
        "alarm_panel_code",
        f"intruder alarm at the IT training room - set/unset code {digits(4)}",
        f"Alarm panel at the store: user code {digits(4)}, engineer code {digits(6)} - dont use engineer one",
        f"alarm code for Wharfe Lodge out of hrs {digits(6)}",
    )
    r.add(
        "kiosk_autologon_password",
        f"Winlogon DefaultPassword for the ED kiosk = {strong(16)}",
        f'Windows Registry Editor Version 5.00\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"AutoAdminLogon"="1"\n"DefaultUserName"="KIOSK-OPD01"\n"DefaultPassword"="{rnd(ALNUM, 14)}"',
        f"autologon acct kiosk.checkin pw {rnd(ALNUM + '!', 13)}",
    )
    r.add(
        "shared_clinical_login",
        f"theatre 3 anaesthetic PC shared login theatre3.anaes / {tmp()}",
        f"generic 'Ward 10 Obs' login for the obs machines: w10obs pass {tmp()}",
        f"Shared logon for PAS test env: TESTUSER14 / {rnd(ALNUM, 10)}",
    )
    r.add(
        "servicenow_api_basic_auth",
        f"Authorization: Basic {basic('api.itsd', strong(16))}",
        f"curl -u int_intune:{rnd(ALNUM, 18)} https://lth.service-now.example/api/now/table/incident?sysparm_limit=5",
        f"SN integration user int_sccm pw {strong(20)} (don't lock it out, breaks the CMDB sync)",
    )
    r.add(
        "azure_app_client_secret",
        f"Graph app (mailbox automation) client secret value: {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_-.~', 34)} (expires 12/2026)",
        f"$clientSecret = '{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_-.~', 34)}'",
        f"AZURE_CLIENT_SECRET={rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_-.~', 34)}",
    )
    r.add(
        "mfa_backup_codes",
        f"my admin acct backup codes:\n{recovery_codes(5, 'digits')}",
        f"break-glass acct MFA recovery codes (printed + in the safe too):\n{recovery_codes(4, 'other')}",
        f"backup verification codes for adm-itsd-jw: {digits(8)} {digits(8)} {digits(8)} {digits(8)}",
    )
    r.add(
        "radius_shared_secret",
        f"NPS client 'WLC-SJUH' added\naddress {ip()}\nshared secret {strong(22)}",
        f"RADIUS shared secret NPS <-> wireless controller: {rnd(ALNUM, 24)}",
        f"radius-server host {ip()} auth-port 1812 key {rnd(ALNUM, 20)}",
    )
    r.add(
        "snmp_community_string",
        f"snmp community for printers (read-WRITE!) = {rnd(ALNUM, 14)}",
        f"PaperCut device SNMP rw community {rnd(LOWER + DIGITS, 12)}",
    )
    r.add(
        "bleep_system_admin_password",
        f"bleep system admin console login: admin / {strong(12)}",
        f"pager gateway web UI pw {rnd(ALNUM, 11)}",
        f"switchboard paging PC login switchboard1 / {tmp()}",
    )
    r.add(
        "drug_cabinet_override_pin",
        f"Omnicell override PIN for the on-call pharmacy tech: {digits(6)}",
        f"automated dispensing cabinet (ward 12) service login: svc_tech {digits(8)}",
    )
    r.add(
        "ssh_private_key",
        f"jump box key for itsd (jump01.{DOM})\n{openssh_private()}",
        f"Paste of id_ed25519 for the print-server scripts:\n{openssh_private()}",
    )
    r.add(
        "teams_room_account_password",
        f"Teams Room in the Boardroom (mtr-boardroom@nhsmail.example) pw {strong(16)}",
        f"MTR resource account pw: {rnd(ALNUM, 16)}",
        f"Surface Hub admin (local) pw {rnd(ALNUM + '!', 12)} - seminar room {room()}",
    )
    r.add(
        "nhsmail_local_admin_password",
        f"my NHSmail LA portal pw {strong(14)} (expires every 90d grr)",
        f"LA account itsd.la2@nhsmail.example -> {strong(16)}",
    )
    r.add(
        "esr_temp_password",
        f"ESR temp pw for new HCA (staff {staffno()}): {tmp()}",
        f"ESR self-service reset -> {tmp()} (user must change)",
        f"ESR login for the bank office cover: BANKTEMP07 / {rnd(ALNUM, 10)}",
    )
    r.add(
        "epr_test_account_password",
        f"PPM+ test user TST_NURSE02 / {rnd(ALNUM, 10)}",
        f"EPR training env logins train01..train05 all {tmp()}",
        f"test patient lookup acct for the pilot - user: itsd.test pw: {rnd(ALNUM + '!', 12)}",
    )
    r.add(
        "safe_combination",
        f"IT safe (loan laptops & tokens) combination {n(100):02d}-{n(100):02d}-{n(100):02d}",
        f"safe in stores: 4x left to {n(100)}, 3x right to {n(100)}, 2x left to {n(100)}, right to stop",
    )
    r.add(
        "encrypted_usb_password",
        f"IronKey for audit team - password {strong(14)}",
        f"Kingston encrypted stick (asset {asset()}) pw {rnd(ALNUM, 12)}",
        f"datalocker USB for the CQC evidence pack, pass {phrase(WORDS, 3, ' ')} {digits(2)}",
    )
    r.add(
        "domain_join_account_password",
        f"svc_domainjoin / {strong(18)} (imaging, SCCM task seq)",
        f"customsettings.ini\n[Default]\nJoinDomain={DOM}\nDomainAdmin=svc_djoin\nDomainAdminPassword={strong(16)}",
        f"OSDJoinPassword={rnd(ALNUM, 18)}",
    )
    r.add(
        "supplier_sftp_password",
        f"sftp dictation supplier: sftp lthupload@sftp.dictation.example  pw {strong(14)}",
        f"FileZilla site for PACS vendor: host sftp.acme-pacs.example user lth_xfer pass {rnd(ALNUM, 16)}",
    )
    r.add(
        "power_automate_flow_url",
        f"flow URL for the leavers form (anyone with this can trigger it!):\nhttps://prod-27.uksouth.logic.azure.example:443/workflows/{hexs(32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={rnd(URLSAFE, 43)}",
        f"teams webhook for #itsd-alerts https://lth.webhook.office.example/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hexs(32)}/{uid()}/V2{rnd(URLSAFE, 44)}",
    )
    r.add(
        "servicenow_session_cookie",
        f"cookie from my SN session for the supplier to reproduce the bug: JSESSIONID={rnd(HEXU, 32)}; glide_session_store={rnd(HEXU, 32)}",
        f"Cookie: glide_user_activity={b64_sess()}; JSESSIONID={rnd(HEXU, 32)}",
    )
    r.add(
        "procurement_card_number",
        f"trust p-card for the cable order: {groups(luhn('4', 16), 4)} exp {card_expiry()} cvv {digits(3)}",
        f"Pcard (in my name) {luhn('5', 16)} {card_expiry()} sec code {digits(3)}",
        f"order for the toner, paid on card\n{groups(luhn('4', 16), 4)}\n{card_expiry()}  {digits(3)}",
    )
    r.add(
        "remote_support_admin_password",
        f"jump client deploy - installer key / admin pass for the rep console: {rnd(ALNUM, 12)}",
        f"BeyondTrust console admin pw {strong(16)}",
        f"remote support appliance https://rs.{DOM}/login - admin / {rnd(ALNUM, 14)}",
    )
    r.add(
        "cctv_nvr_password",
        f"Hikvision recorder in the IT store, web login admin / {rnd(ALNUM, 11)} - footage for the laptop theft",
        f"CCTV NVR (security office) admin pw {rnd(ALNUM, 12)}",
        f"car park camera recorder login: admin {rnd(ALNUM + '#', 10)}",
    )
    r.add(
        "own_domain_password",
        f"my pw this month: {tmp()}",
        f"new password after the 90 day thing -> {rnd(ALNUM + '!', 13)} (dont forget!!)",
    )
    r.add(
        "keepass_master_password",
        f"KeePass master for the team db (\\\\fs01\\ITSD$\\team.kdbx): {phrase(WORDS, 4, '-')}{digits(2)}",
        f"kdbx master pass = {strong(20)}",
        f"our password manager master phrase (only me and Sam): {phrase(WORDS, 5, ' ')}",
    )
    r.add(
        "smtp_relay_password",
        f"scan-to-email relay auth: user mfd.relay@nhsmail.example pass {strong(16)}",
        f"SMTP for MFDs: smtp.{DOM}:587 STARTTLS, mfdscan / {rnd(ALNUM, 14)}",
        f"Ricoh address book SMTP auth changed to {rnd(ALNUM, 16)} on all devices (ritm {ritm()})",
    )
    return r


def b64_sess() -> str:
    return rnd(B64, 44)


# ---------------------------------------------------------------- look-alikes


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "incident_ticket_ref",
        f"{inc()} - Citrix won't launch for ward 14, escalated to 2nd line",
        f"chase {inc()} and {inc()} tmrw, both waiting on user",
        f"P2 {inc()} raised 07:42 - EPR slow across SJUH, major incident bridge {digits(6)}",
        f"linked {inc()} to parent {inc()}",
    )
    r.add(
        "request_item_ref",
        f"{ritm()} new starter laptop for {ticket_person()} - awaiting stock",
        f"{ritm()} / {ritm()} leavers - accounts disabled, mailboxes converted",
        f"access request {ritm()} for PACS viewer, approver is Dr Ansari",
    )
    r.add(
        "change_ref",
        f"{chg()} printer driver update weds 18:00, CAB approved",
        f"under {chg()} the old RADIUS servers go off on the 12th",
        f"standard change {chg()} - smartcard reader firmware",
    )
    r.add(
        "problem_ref",
        f"PRB0{digits(6, lead=True)} - repeat BitLocker prompts after Dell BIOS 1.21",
        f"problem record PRB0{digits(6, lead=True)} opened for the password reset portal timeouts",
    )
    r.add(
        "kb_article_ref",
        f"KB00{digits(5, lead=True)} how to unlock a smartcard (RA only)",
        f"send user KB00{digits(5, lead=True)} - setting up Authenticator for remote access",
        f"KB for BitLocker recovery is KB00{digits(5, lead=True)}, follow ID check section first",
    )
    r.add(
        "asset_tag_note",
        f"asset {asset()} returned to stores, wiped",
        f"swap {asset()} for {asset()} on ward 22 nurses station",
        f"Asset tag: {asset()}\nModel: Latitude 5440\nUser: pkaur",
    )
    r.add(
        "device_serial_note",
        f"Dell service tag {svc_tag()} - motherboard replaced under warranty",
        f"serial {pick('PF', 'PC', 'R9')}{rnd(UPPER + DIGITS, 6)} (ThinkCentre) logged against {inc()}",
        f"S/N: {rnd(UPPER + DIGITS, 10)}  express service code {digits(11, lead=True)}",
        f"iPad serial {rnd(UPPER + DIGITS, 12)} - send back to Apple",
    )
    r.add(
        "mac_address_note",
        f"MAC for the new obs machine {mac(':', True)} - add to the MAB list",
        f"printer MAC {mac('-', True)} not getting DHCP on VLAN 230",
        f"ISE shows {mac(':')} rejected, endpoint group Unknown",
    )
    r.add(
        "bitlocker_key_id_only",
        f"BitLocker recovery key ID {hexs(8).upper()} - key retrieved from AD and read out to user, verified ID first",
        f"recovery screen showed key ID {guidu()}, found it in Intune, user got back in",
        f"bitlocker prompt on {host('LT')}, key id starts {hexs(8).upper()}. Key given verbally, not recorded here",
        f"Recovery key ID: {guidu()}\nStatus: key rotated after use (Intune policy)",
    )
    r.add(
        "bitlocker_escrow_note",
        f"check {host('LT')} has its recovery key escrowed - msFVE-RecoveryInformation object missing in AD",
        "BackupToAAD-BitLockerKeyProtector -MountPoint C: -KeyProtectorId ${kp}  (run after rebuild)",
    )
    r.add(
        "hostname_note",
        f"handover:\n{host('WS')} / {host('WS')} - reimaged, back on ward 9\n{host('LT')} - BitLocker recovery done (key id {hexs(8).upper()}), user ok\n{inc()} closed\nnothing else outstanding",
        f"{host('WS')}.{DOM} won't join the domain - trust relationship failed",
        f"print server is prn02.{DOM}, old one prn01 decommissioned",
        f"citrix storefront: https://storefront.{DOM}/Citrix/StoreWeb",
    )
    r.add(
        "ip_address_note",
        f"ward 9 printer static {ip()} / gw {ip()}",
        f"user's IP {ip()} - on guest VLAN not staff, that's why no drives",
        f"DNS servers {ip()} and {ip()}",
    )
    r.add(
        "ad_group_name",
        "add to GG-LTH-PACS-Viewers and GG-LTH-Citrix-EPR",
        "SG_ITSD_LAPS_Readers - only 2nd line can read LAPS now",
        "user needs APP-Kofax-Scan-Users for the scanning app",
    )
    r.add(
        "ou_path",
        f"moved {host('WS')} to OU=Kiosks,OU=Workstations,DC=lth,DC=internal",
        "leavers OU: OU=Disabled Users,OU=LTH,DC=lth,DC=internal - 30 days then delete",
        "service accts live in OU=Service Accounts,OU=Tier1,DC=lth,DC=internal",
    )
    r.add(
        "gpo_guid_note",
        f"GPO 'LTH - Kiosk Lockdown' {{{guidu()}}} applied to kiosks OU",
        f"gpresult shows {{{guidu()}}} denied (security filtering)",
        f"\\\\lth.internal\\SYSVOL\\lth.internal\\Policies\\{{{guidu()}}}\\Machine",
    )
    r.add(
        "cert_thumbprint_note",
        f"wifi cert thumbprint {thumb()} expires 03/2026 - renew before",
        f"Get-ChildItem Cert:\\LocalMachine\\My\\{thumb()}",
        f"storefront SSL cert thumbprint: {groups(thumb().lower(), 2)}",
    )
    r.add(
        "extension_number_note",
        f"ward 28 nurses station ext {ext()}, manager ext {ext()}",
        f"service desk out of hrs: ext {ext()} (option 2)",
        f"estates helpdesk x{ext()}",
    )
    r.add(
        "bleep_number_note",
        f"on-call IT bleep {bleep()}",
        f"bleep the site manager on {bleep()} if the door access system goes down",
        f"Dr Mensah bleep {bleep()}, ext {ext()}",
    )
    r.add(
        "reset_to_user_choice",
        f"{inc()} pw reset via SSPR - user chose own password, confirmed she could log in",
        "reset password with user on the phone, they typed their own new one on the PC, nothing noted",
        "smartcard passcode reset - user entered their own passcode at the RA terminal",
        f"password reset done for {ticket_person()} - user set password of their choice. account unlocked",
    )
    r.add(
        "change_at_next_logon_note",
        f"Teams msg to the ward: 'Hi all, I have reset Sara's password. She'll get a text with a temporary one and will need to change it when she logs in. Any issues ring ext {ext()}. Thanks, IT Service Desk'",
        "set 'user must change password at next logon' on jhirst, temp pw given verbally",
        "reset done, temporary password sent to line manager via text (not recorded), change at next logon",
        f"{inc()} pw expired - reset, flagged change at next logon",
    )
    r.add(
        "password_policy_text",
        "trust policy: min 12 chars, 3 of 4 char types, expires every 90 days, last 24 remembered",
        "lockout after 5 bad attempts, 30 min auto-unlock",
        "smartcard passcode must be 4-8 chars, locks after 3 wrong tries",
        "LAPS: 14 char complexity, rotates every 30 days or after use",
    )
    r.add(
        "key_safe_location_no_code",
        f"where stuff is at Chapel Allerton:\n- comms room: ground floor behind {room()}\n- key safe: outside, by the bins (code = ask site security)\n- spare toner: {room()}",
        "key safe for the Seacroft server hut is on the wall to the left of the door - code with Estates",
        "IT cage keys are in the key safe by the loading bay, ring security for the code",
        "key safe ward 6 store - code on the laminated sheet in the ward manager's office",
    )
    r.add(
        "door_code_changed_no_code",
        f"comms room door code changed today, ask estates for the new one (x{ext()})",
        "door codes all change 1st of month now, new ones on the SharePoint page",
    )
    r.add(
        "staff_number_note",
        f"staff no {staffno()} - ESR shows start date 01/04",
        f"ESR assignment number {staffno()}-2 (2nd assignment, bank)",
        f"match by employee number {staffno()} not name, two J Smiths in AD",
    )
    r.add(
        "room_code_note",
        f"training room {room()} projector dead",
        f"new desks in {room()} need 4 network points patched",
        f"meeting in room {room()}, level 3",
    )
    r.add(
        "smartcard_uuid_note",
        f"smartcard UUID {digits(12, lead=True)} - certificate renewed",
        f"user's smartcard number {digits(12, lead=True)}, card serial {digits(10, lead=True)}",
        f"UUID on CIS {digits(12, lead=True)}, positions added: ward clerk",
    )
    r.add(
        "smartcard_unlock_no_passcode",
        f"{inc()} smartcard locked again. passcode not known to us (only user knows it) - booked her into RA office {room()} 2pm",
        "card locked (3 wrong passcodes) - sent to RA, they unlocked & user set new passcode",
        "smartcard unlock needs sponsor + user present, don't do over phone",
    )
    r.add(
        "laps_reference_no_value",
        f"LAPS pw for {host('TC')} read from LAPS UI & given to engineer, expiry reset so it rotates tonight",
        f"need LAPS password for {host('WS')} - 2nd line can see it, I can't",
        f"Reset-LapsPassword run on {host('KS')} after engineer visit",
    )
    r.add(
        "vault_reference",
        f"all ward PSKs now in Secret Server folder 'Networks/Wireless' - ID {digits(5, lead=True)}. Don't paste them into tickets",
        f"scanning svc acct pw is in Secret Server > IT Service Desk > Service Accounts > svc_kofax (secret id {digits(4, lead=True)})",
        "MFD admin creds: KeePass team db, entry 'Ricoh admin'",
        "Graph app secret lives in kv-lth-itsd / graph-mailbox-secret, don't copy it anywhere",
    )
    r.add(
        "env_var_reference",
        "script reads $env:SCAN_SVC_PASSWORD - set as machine env var on scan01",
        "set AZURE_CLIENT_SECRET from the key vault in the pipeline, not in the .ps1",
    )
    r.add(
        "wifi_ssid_vlan_no_psk",
        "SSIDs: LTH-Staff (802.1x), LTH-WardDevices (PSK, ask network team), LTH-Guest (captive portal)",
        "LTH-Medical-Devices -> VLAN 412, PSK rotated 01/03 by networks",
        "ipad won't see LTH-WardDevices, check it's on 5GHz band only",
    )
    r.add(
        "printer_queue_and_ip",
        f"queue \\\\prn02\\W28-MFD-01 -> {ip()} (Ricoh IM C3000)",
        "follow-me queue LTH-SecurePrint, release with smartcard",
        f"new Zebra label printer ward 12: ZBR-W12-02 {ip()}",
    )
    r.add(
        "windows_build_version",
        f"{host('WS')} still on 10.0.19045.4651 - needs 23H2",
        f"baseline image v{n(5) + 3}.{n(10)}.{n(30)} Win11 23H2 build 22631.{digits(4, lead=True)}",
    )
    r.add(
        "software_version_strings",
        f"Citrix Workspace 2402.1.5 broke dictation, rollback to 2311.1.0.{digits(3, lead=True)}",
        f"Kofax Capture 11.1.0.0.{digits(4, lead=True)}, PaperCut MF 23.0.{n(9)}",
    )
    r.add(
        "phone_number_note",
        f"supplier support line {phone()}",
        f"user's mobile {mobile()} for callback",
        f"Seacroft switchboard {phone()}, ask for estates",
    )
    r.add(
        "courier_tracking",
        f"faulty laptop back to Dell, DPD tracking {digits(14, lead=True)}",
        f"Royal Mail tracked {rnd(UPPER, 2)}{digits(9)}GB - tokens to Wharfedale",
        f"Dell dispatch no. {digits(9, lead=True)} for the replacement screen",
    )
    r.add(
        "purchase_order_ref",
        f"PO {pick('LTH', 'RR8')}{digits(7)} for 40 smartcard readers raised",
        f"invoice {pick('INV', 'SI')}-{digits(6)} against PO {digits(8, lead=True)}",
    )
    r.add(
        "trust_bank_details_on_invoice",
        f"our remittance details for the supplier credit note: {iban('GB', 'NWBK' + digits(14))}",
        f"refund to trust account sort code 60-{digits(2)}-{digits(2)} acc {digits(8)} (from finance, on all our invoices)",
    )
    r.add(
        "ssh_host_fingerprint",
        f"The authenticity of host 'jump01.{DOM} ({ip()})' can't be established.\nED25519 key fingerprint is SHA256:{rnd(B64, 43)}.",
        f"jump01 host key fingerprint SHA256:{rnd(B64, 43)} (ED25519) - check on first connect",
        f"ECDSA key fingerprint is SHA256:{rnd(B64, 43)}. matches the one on the wiki",
    )
    r.add(
        "ssh_public_key_note",
        f"my pub key for jump01 authorized_keys: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} jw@itsd",
        f"add this to the print server: ssh-rsa {ssh_pub('ssh-rsa', 270)} svc_print",
    )
    r.add(
        "azure_tenant_client_ids",
        f"tenant id {uid()}, app (client) id {uid()} - fine to share with supplier",
        f"Intune enrolment: tenant {uid()}",
        f"app registration 'ITSD Mailbox Automation' client id {uid()}, object id {uid()}",
    )
    r.add(
        "intune_device_id",
        f"Intune device id {uid()} for {host('LT')} - wipe sent",
        f"Entra device id {uid()} stale, delete",
    )
    r.add(
        "installer_checksum",
        f"Citrix Workspace installer SHA256 {hexs(64)} - matches vendor site",
        f"driver pack checksum {hexs(64).upper()}",
        f"md5 of the image wim {hexs(32)}",
    )
    r.add(
        "script_commit_sha",
        f"reset script fixed in commit {hexs(40)} (itsd-scripts repo)",
        f"rollback to {hexs(7)} if the leavers script breaks again",
    )
    r.add(
        "imei_note",
        f"lost phone IMEI {luhn('35', 15)} - blocked with Vodafone",
        f"IMEI: {luhn('35', 15)} / {luhn('35', 15)} (dual sim)",
    )
    r.add(
        "sim_iccid_note",
        f"new SIM ICCID {luhn('894411', 19)} for on-call phone",
        f"sim serial {luhn('8944', 19)} - activate via portal",
    )
    r.add(
        "vehicle_reg_note",
        f"courier van {plate()} at loading bay 2pm for the WEEE collection",
        f"pool car {plate()} booked for Wharfedale visit thurs",
    )
    r.add(
        "postcode_note",
        f"deliver laptops to Stores, {postcode()}",
        f"community team base {postcode()} - needs 4G router",
    )
    r.add(
        "otp_talk_no_code",
        f"user's Citrix code not arriving - mobile number wrong in AD, updated to {mobile()}",
        "OTP expired before she typed it, told her to request a new one",
        "RSA token out of sync - resynced with 2 consecutive codes from the fob",
    )
    r.add(
        "token_serial_number",
        f"token stock:\n{digits(12)}\n{digits(12)}\n{digits(12)}\n(all unassigned, in the IT safe)",
        f"RSA fob serial {digits(12)} assigned to {ticket_person()}",
        f"token serial 000{digits(9)} returned to IT, unassigned",
        f"FortiToken serial FTKMOB{rnd(UPPER + DIGITS, 10)} revoked (phone replaced)",
    )
    r.add(
        "voicemail_reset_no_pin",
        f"voicemail pin reset to default for ext {ext()} - user prompted to set own on first call",
        f"vm box {ext()} locked, reset, user chose new PIN",
    )
    r.add(
        "error_code_note",
        f"error 0x{rnd(HEXU, 8)} on Windows Update, {host('WS')}",
        f"event 4740 - lockout source {host('WS')} (old phone with cached pw)",
        "Kerberos 0xC000006A = bad password, 0xC0000234 = locked",
    )
    r.add(
        "cost_centre_code",
        f"recharge to cost centre {digits(6, lead=True)} / subjective {digits(5, lead=True)}",
        f"budget code for the new printers: {rnd(UPPER, 3)}{digits(4)}",
    )
    r.add(
        "windows_product_id",
        f"winver product ID {digits(5)}-{digits(5)}-{digits(5)}-AA{digits(3)} - OEM, fine",
        f"KMS client shows activation ID {uid()}",
    )
    r.add(
        "password_expiry_notice",
        "user's password expires in 3 days, told him to change it via ctrl-alt-del",
        f"svc_kofax password set to never expire? check with security - exception ref SEC-{digits(4)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout168.py", [
        ("heldout168_credentials.yaml", credentials(), "batch 168 (NHS trust IT service-desk analyst, Leeds), written blind; every value synthetic"),
        ("heldout168_lookalikes.yaml", lookalikes(), "batch 168 look-alikes: tickets, asset tags, serials, key ids, AD groups, policy text, written blind"),
    ])


if __name__ == "__main__":
    main()
