# ruff: noqa: E501
"""Writes heldout83_credentials.yaml and heldout83_lookalikes.yaml: held-out batch 83.

Persona: a freelance IT consultant in Munich who looks after small medical and legal practices
(Hausarzt, Zahnarzt, Orthopädie, Physio, two law/tax offices). Writes notes in German with
English IT shorthand: domain admin and DSRM passwords, Synology/QNAP logins, Veeam and Hyper
Backup encryption passwords, FRITZ!Box/UniFi, VPN PSKs, TeamViewer/AnyDesk, DATEV and practice
software, TI-Konnektor, SMC-B/eHBA PINs and PUKs, M365 admin, BitLocker, KeePass, door/alarm codes.

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
    b64,
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
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WOERTER = ["Sonne", "Brezn", "Isar", "Alpen", "Tram", "Radl", "Zugspitze", "Biergarten", "Dackel",
           "Kastanie", "Wiesn", "Laugen", "Foehn", "Gams", "Enzian", "Maibaum", "Kachelofen",
           "Schnee", "Loden", "Semmel", "Obatzda", "Hirsch", "Tegernsee", "Lederhose"]
KLEIN = ["apfel", "berg", "wolke", "kiesel", "tanne", "fluss", "laterne", "mantel", "kompass",
         "gurke", "anker", "spiegel", "feder", "zwiebel", "hafen", "kerze", "moos", "wiese",
         "bernstein", "drossel", "fenster", "quelle", "rabe", "schatten", "tinte", "ufer"]
SYM = "!#$%&*+-=?@"


def pw() -> str:
    """A password as the consultant or a customer chose it, or as KeePass generated it."""
    return pick(
        f"{pick(*WOERTER)}{digits(4)}{pick(*'!#$%?&')}",
        f"{pick(*WOERTER)}.{pick(*WOERTER)}{digits(2)}!",
        rnd(ALNUM + SYM, 16),
        rnd(ALNUM, 20),
        f"{rnd(UPPER, 1)}{rnd(LOWER, 5)}{digits(3)}{pick('!', '§', '$')}{rnd(UPPER + LOWER, 4)}",
        rnd(ALNUM + SYM, 24),
    )


def gen(n: int = 24) -> str:
    return rnd(ALNUM + SYM, n)


def passphrase(n: int = 5, sep: str = "-") -> str:
    return phrase(KLEIN, n, sep)


def fritz_pw() -> str:
    """A FRITZ!Box default-style password: a word and four digits."""
    return f"{pick(*KLEIN)}{digits(4)}"


def guid(upper: bool = False) -> str:
    g = uid()
    return g.upper() if upper else g


def tv_id() -> str:
    n = digits(10, lead=True)
    return f"{n[0]} {n[1:4]} {n[4:7]} {n[7:]}"


def ad_id() -> str:
    return groups(digits(9, lead=True), 3)


def sid(rid: int) -> str:
    return f"S-1-5-21-{digits(10, lead=True)}-{digits(10, lead=True)}-{digits(10, lead=True)}-{rid}"


def ust() -> str:
    return "DE" + digits(9, lead=True)


def steuernr() -> str:
    return f"14{pick(3, 4, 5, 6, 7, 8)}/{digits(3)}/{digits(5)}"


def de_iban(spaced: bool = True) -> str:
    return iban("DE", "700" + digits(5) + digits(10), spaced)


def b32(n: int = 32) -> str:
    return rnd(BASE32, n)


def client_secret() -> str:
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '-_.~', 34)}"


def kb() -> str:
    return "KB50" + digits(5)


def thumb() -> str:
    return hexs(40).upper()


def syno_serial() -> str:
    return f"{digits(4)}{rnd(UPPER, 3)}{digits(6)}"


def credentials() -> Rows:
    r = Rows()

    r.add("domain_admin_password",
          f"Huber DC01 (huber.internal) – Domänen-Admin: HUBER\\adm-mb / {pw()}\nNicht den normalen 'Administrator' nehmen, der ist deaktiviert.",
          f"merk dir bitte: kbp.internal domain admin ist jetzt 'admin.ext' mit pw {pw()}  (hab ich am Di neu gesetzt, alte RDP sessions abmelden!)",
          f"net user adm-lindner {pw()} /domain   <- so hab ichs heute auf dem DC bei Lindner gesetzt",
          f"Ortho Ost AD\nDomäne: orthoost.internal\nAdmin: ORTHOOST\\itadmin\nKennwort:\n{gen(20)}")

    r.add("dsrm_password",
          f"DSRM Passwort DC01 Huber: {pw()}",
          f"Directory Services Restore Mode pw für kbp-dc02 = {gen(18)} (ntdsutil 'set dsrm password' am 12.3. gemacht)",
          f"lindner-dc01 DSRM: {pw()} – nur für Notfall-Restore, nicht verwechseln mit Domänenadmin")

    r.add("local_admin_password",
          f"Lokaler Admin auf allen Praxis-PCs bei Lindner (.\\praxisadmin): {pw()}  — LAPS kommt noch, bis dahin überall gleich :(",
          f"Empfang-PC2 Physio, lokales Konto 'Support' PW {fritz_pw()}!",
          f"Fallback local admin Kanzlei Notebooks = {gen(16)}")

    r.add("synology_admin_password",
          f"Synology DS920+ Huber, https://nas01.huber.internal:5001\nUser: itadmin\nPW: {pw()}\n2FA ist an (TOTP im Authenticator)",
          f"DSM login kanzlei: berger-admin / {gen(18)}",
          f"syno bei physio isartal -> admin-account heißt 'wartung', kennwort {pw()}")

    r.add("qnap_admin_password",
          f"QNAP TS-453D (Ortho Ost) QTS admin login: admin:{pw()}",
          f"Zugang QNAP Kanzlei Maier\n  url: http://qnap.maier-stb.internal:8080\n  benutzer: qadmin\n  passwort: {gen(20)}",
          f"qnap lindner firmware-update gemacht, admin pw is weiterhin {pw()}")

    r.add("veeam_encryption_password",
          f"Veeam B&R Job 'DC01-daily' Verschlüsselungspasswort: {gen(22)}\nHint im Veeam: 'Isar + Jahr'. OHNE das pw kein Restore!!",
          f"Veeam Agent Lindner backup encryption pw = {pw()}",
          f"Kanzlei Berger – Veeam Backup Copy auf USB, encryption key password:\n{passphrase(6)}")

    r.add("veeam_cloud_connect_login",
          f"Veeam Cloud Connect (cc.acme-backup.example:6180) tenant: lindner-dental / {pw()}",
          f"Offsite Repo Huber bei acme: Tenant huber-praxis, Passwort {gen(20)}",
          f"VCC Ortho Ost:\n  Gateway cc.acme-backup.example\n  User orthoost-bk\n  Pass {pw()}")

    r.add("hyper_backup_passphrase",
          f"Hyper Backup Ziel C2 für Huber, clientseitige Verschlüsselung – Passwort: {gen(24)}. Den .pem Schlüssel hab ich auf USB-Stick im Tresor",
          f"Hyper Backup Kanzlei → USB Rotation (2 Platten), encryption pw: {passphrase(4, ' ')}",
          f"HB Aufgabe 'Patientendaten_offsite' Isartal: Verschlüsselungskennwort {pw()}")

    r.add("restic_repository_password",
          f"export RESTIC_PASSWORD='{gen(32)}'\nrestic -r sftp:backup@bk01.isartal.internal:/srv/restic snapshots",
          f"restic repo maier (b2-bucket acme-maier-bk) pw: {passphrase(5)}",
          f"restic -r /mnt/usb/huber init  → repo passwort war {gen(28)} (auch im KeePass)")

    r.add("fritzbox_admin_password",
          f"FRITZ!Box 7590 Physio: http://fritz.box Kennwort {fritz_pw()}",
          f"fritzbox maier (7530 AX) login ohne user, nur kennwort: {pw()}",
          f"Die FRITZ!Box bei Dr. Huber zu Hause (Homeoffice) hat als Passwort {fritz_pw()} – steht hinten auf dem Aufkleber, nicht geändert 🙄")

    r.add("wlan_key",
          f"WLAN Praxis-Intern (FRITZ!Box) WLAN-Netzwerkschlüssel: {digits(20)}",
          f"Gast-WLAN Huber: SSID Huber-Gast, Schlüssel {rnd(ALNUM, 12)}",
          f"WPA2 Personal Kanzlei-Mitarbeiter:\n{gen(26)}\n(bitte nicht an Mandanten rausgeben)",
          f"wlan ortho behandlung: OrthoOst-Team / {pw()}")

    r.add("unifi_controller_login",
          f"UniFi Network (Cloud Key Gen2+) Kanzlei: https://unifi.kbp.internal:8443 — localadmin / {pw()}",
          f"UniFi device SSH auth (Settings > System > Device Authentication) user ubnt-kbp pw {gen(16)}",
          f"unifi os console isartal, lokaler account: wartung@isartal.example\n{pw()}")

    psk = gen(32)
    r.add("ipsec_vpn_psk",
          f"Site-to-Site VPN Huber <-> Zweigpraxis (FRITZ!Box IPsec), PSK: {rnd(ALNUM, 32)}",
          f"vpn kanzlei l2tp/ipsec shared secret: {gen(20)}  (user pro MA siehe Liste)",
          f"conn maier-office\n  left=%defaultroute\n  right=vpn.maier-stb.example\n  authby=secret\n# /etc/ipsec.secrets\n: PSK \"{psk}\"")

    r.add("wireguard_private_key",
          f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.2/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = wg.huber.example:51820\nAllowedIPs = 192.168.178.0/24\n-- mein Laptop -> Huber",
          f"wg privkey fürs Notebook von Frau Dr. Lindner: {wg_key()}",
          f"wg set wg0 private-key <(echo {wg_key()})   # homeoffice RA Berger")

    r.add("teamviewer_password",
          f"TeamViewer Server Huber ID {tv_id()} pw {rnd(ALNUM, 10)}",
          f"TV unbeaufsichtigter Zugriff Empfang Kanzlei: Passwort {pw()}",
          f"Teamviewer Kennwort für den Konnektor-PC (Physio): {gen(12)}")

    r.add("anydesk_password",
          f"AnyDesk {ad_id()} – unattended access pw: {pw()}",
          f"anydesk rezeption ortho: {ad_id()} / {rnd(ALNUM, 12)}",
          f"AnyDesk-Passwort für unbeaufsichtigten Zugriff (alle PCs Lindner gleich): {gen(14)}")

    r.add("datev_smartcard_pin",
          f"DATEV SmartCard PIN Kanzlei Maier: {digits(6)}",
          f"mIDentity-Stick (Herr Maier) PIN {digits(8)} – PUK kam per Brief",
          f"datev smartcard berger, pin: {digits(6)}. nicht 3x falsch eingeben!!")

    r.add("datev_admin_password",
          f"DATEV Arbeitsplatz – Installationskonto DATEVADMIN (lokal) Kennwort: {pw()}",
          f"DATEV Rechenzentrum-Kommunikation, Admin-Benutzer im SQL: {gen(18)}",
          f"Kanzlei Maier DATEV-Server: Benutzer 'datevadmin' – {pw()} (lokal auf DATEV01, nicht Domäne)")

    r.add("praxissoftware_admin_password",
          f"Medistar Systembetreuer-Login (Huber): Benutzer SYSB, Kennwort {pw()}",
          f"CGM M1 PRO Admin bei Ortho Ost: {rnd(ALNUM, 12)}",
          f"Dampsoft DS-Win Lindner - Chef-Passwort {pw()} (nur Dr. L. + ich)",
          f"Physio: TheraPlus Admin pw = {fritz_pw()}#")

    r.add("kanzleisoftware_password",
          f"RA-MICRO Administrator Kanzlei Berger: Benutzer 1, Passwort {pw()}",
          f"Advoware Admin (Maier) → {gen(16)}",
          f"ra-micro berger, nach neuinstallation: admin-kennwort wieder {pw()}, Mitarbeiter-Passwörter unverändert")

    r.add("konnektor_admin_password",
          f"Konnektor (secunet) Huber Management https://10.0.10.2:8443 admin / {pw()}",
          f"KoCoBox MED+ Lindner: Super-Admin Kennwort {gen(16)}, Admin2 {gen(16)}",
          f"RISE Konnektor Ortho – Admin-Zugang:\nuser: praxisadmin\npw: {gen(20)}")

    r.add("smcb_pin",
          f"SMC-B (Praxisausweis) Huber PIN.SMC: {digits(6)}",
          f"Praxisausweis Ortho: PIN {digits(8)} — hab ich am Kartenterminal freigeschaltet",
          f"PIN SMC-B Lindner Zahn {digits(6)}")

    r.add("smcb_puk",
          f"SMC-B PUK Huber: {digits(8)}",
          f"PUK vom Praxisausweis (Ortho Ost) = {digits(8)}, Fehlbedienungszähler steht schon auf 1!",
          f"Lindner Praxisausweis\nPIN {digits(6)}\nPUK {digits(8)}")

    r.add("ehba_pin",
          f"eHBA Dr. Huber  PIN.CH {digits(6)}  PIN.QES {digits(6)}",
          f"Heilberufsausweis Frau Dr. Lindner – QES-PIN: {digits(6)} (für eAU-Komfortsignatur)",
          f"eHBA Dr. Weiß (Ortho) transport-pin schon geändert, neue PIN.CH ist {digits(6)}")

    r.add("card_terminal_admin_pin",
          f"ORGA 6141 Admin-PIN (Menü > Administration) Huber: {digits(8)}",
          f"Kartenterminal Cherry ST-1506 Lindner – Admin-Passwort {pw()}",
          f"eHealth-Terminal Ortho, Pairing/Admin-PIN {digits(6)}")

    r.add("kim_account_password",
          f"KIM Clientmodul Huber: praxis-huber@huber.kim.test, Passwort {gen(18)}",
          f"KIM Postfach Ortho Ost, pw für Thunderbird: {pw()}",
          f"Lindner KIM: kim-lindner@lindner.kim.test\nPW {gen(16)}\n(POP3 localhost:8995 übers Clientmodul)")

    r.add("m365_admin_password",
          f"M365 Global Admin Kanzlei Berger: admin@kanzlei-berger.example / {pw()}",
          f"break-glass account maier: bg-admin@maier-stb.example\nPW: {gen(28)}\n(kein MFA, von CA ausgenommen, NUR im Notfall)",
          f"Exchange Online Admin Lindner → it@lindner-zahn.example, Kennwort {pw()}")

    r.add("m365_app_password",
          f"App-Kennwort für den Scanner (SMTP) bei Lindner: {rnd(LOWER, 16)}",
          f"MS app password outlook 2013 Dr. Huber: {rnd(LOWER, 16)}",
          f"app pw fürs iphone von RA Berger (alter mail client) {groups(rnd(LOWER, 16), 4)}")

    r.add("smtp_relay_password",
          f"Scan-to-Mail Kyocera Kanzlei: SMTP smtp.kanzlei-berger.example:587 user scanner@kanzlei-berger.example pw {pw()}",
          f"SMTP Relay (acme mail) für Veeam-Benachrichtigungen: relay-huber / {gen(20)}")

    r.add("entra_app_client_secret",
          f"Entra App 'Backup365' (Kanzlei) Client Secret: {client_secret()} – läuft 03/2026 ab",
          f"tenant_id={guid()}\nclient_id={guid()}\nclient_secret={client_secret()}\n# für das Lizenz-Reporting-Skript Maier")

    r.add("bitlocker_recovery_key",
          f"BitLocker Recovery Key Laptop HUB-NB01:\nID: {hexs(8).upper()}\nKey: {bitlocker_key()}",
          f"bitlocker wiederherstellungsschlüssel empf-pc2 lindner {bitlocker_key()}",
          f"Ortho-Ost Notebook Dr. Weiß, BitLocker: {bitlocker_key()}")

    r.add("keepass_master_password",
          f"KeePass Master-Passwort Kunden-DB (kunden.kdbx): {passphrase(5)}",
          f"Kanzlei KeePassXC Datenbank Master: {gen(22)}  + Schlüsseldatei auf dem Stick",
          f"master pw keepass praxis huber\n{pick(*WOERTER)} {passphrase(3, ' ')} {digits(2)}")

    r.add("door_code",
          f"Türcode Praxis Huber Hintereingang: {digits(4)}#",
          f"Tür Serverraum Kanzlei (Zahlenschloss): {digits(6)}",
          f"Haustür Ortho Ost am WE: Code {digits(5)}, dann mit Schlüssel in die Praxis")

    r.add("alarm_code",
          f"Alarmanlage Lindner unscharf: {digits(4)} + Enter\nCodewort beim Wachdienst: '{pick(*KLEIN)}{pick(*KLEIN)}'",
          f"Telenot Alarm Kanzlei Berger – Benutzercode {digits(6)}, Errichtercode hab ich nicht",
          f"alarm physio: {digits(4)} (innerhalb 30s nach Tür!)")

    r.add("safe_combination",
          f"Tresor Kanzlei Maier (Zahlenschloss): {secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}-{secrets.randbelow(100):02d}",
          f"Schlüsseltresor am Eingang Huber: {digits(4)}",
          f"Key-Safe an der Garage Ortho (für Reinigung + mich): {digits(4)}")

    r.add("firewall_admin_password",
          f"Sophos XGS Kanzlei Berger webadmin (:4444) admin / {gen(18)}",
          f"pfSense Ortho: admin pw {pw()}",
          f"opnsense isartal root {gen(16)}")

    r.add("hypervisor_root_password",
          f"ESXi 8 Host Huber esx01.huber.internal root: {pw()}",
          f"Hyper-V Host Lindner (HV01) lokaler Administrator {gen(18)}",
          f"esx02 kanzlei root pw neu: {pw()}")

    r.add("bmc_admin_password",
          f"iDRAC Dell T350 Kanzlei: root / {pw()} (default calvin geändert)",
          f"iLO HPE ML30 Ortho: Administrator {rnd(UPPER + DIGITS, 8)} (vom Aufkleber)",
          f"IPMI Supermicro Backup-Server Huber ADMIN / {gen(14)}")

    r.add("sql_sa_password",
          f"mssql sa Kennwort Dampsoft Lindner: {pw()}",
          f"sqlcmd -S hv01\\SQLEXPRESS -U sa -P '{gen(18)}' -Q \"BACKUP DATABASE DSWIN TO DISK='D:\\bk\\dswin.bak'\"")

    r.add("db_connection_string",
          f"Server=SQL01\\MEDISTAR;Database=MED;User Id=medsvc;Password={pw()};TrustServerCertificate=True",
          f"connstring fürs Lizenztool maier:\nData Source=sql01.maier-stb.internal;Initial Catalog=LIZ;User ID=liz;Password={gen(20)}")

    r.add("service_account_password",
          f"svc_veeam (Huber) – {gen(24)}  – läuft nie ab; bei Änderung Veeam Credentials Manager anpassen",
          f"Dienstkonto svc-scan Kanzlei: {pw()}",
          f"KBP\\svc_datev Kennwort {gen(20)} (für DATEV-Dienste, nicht interaktiv)")

    r.add("totp_seed",
          f"TOTP Seed Synology itadmin Huber: {b32(32)}",
          f"otpauth://totp/UniFi:localadmin?secret={b32(32)}&issuer=UniFi",
          f"2FA Schlüssel M365 break-glass (falls Handy weg): {groups(rnd(LOWER + '234567', 16), 4)}")

    r.add("mfa_backup_codes",
          f"Synology Notfall-Codes (2FA) Kanzlei:\n{recovery_codes(5, 'other').upper()}",
          f"Backupcodes admin maier: {recovery_codes(4, 'digits')}")

    r.add("company_card",
          f"Firmen-Visa (Hardware-Bestellungen): {groups(luhn('4'), 4)} gültig bis {card_expiry()} CVC {digits(3)}",
          f"MasterCard für das Microsoft-Abo Kanzlei Maier: {luhn('5' + pick('1', '2', '3', '4', '5'))}, {card_expiry()}, Prüfnummer {digits(3)}",
          f"Kreditkarte (meine, Amazon Business): {groups(luhn('4'), 4, '-')}\nAblauf {card_expiry()}\nCVV {digits(3)}")

    r.add("snmp_community",
          f"SNMP community für PRTG bei Huber (v2c): {rnd(ALNUM, 16)}",
          f"snmpv3 user prtg auth SHA pw {gen(16)} priv AES pw {gen(16)}")

    r.add("printer_admin_password",
          f"Kyocera TASKalfa Kanzlei – Admin-Login: Admin / {pw()}",
          f"HP LaserJet EWS Passwort Lindner: {rnd(ALNUM, 10)}")

    r.add("sim_pin",
          f"LTE-Backup (FRITZ!Box 6850) SIM PIN {digits(4)} PUK {digits(8)}",
          f"SIM im Alarm-Wählgerät Lindner: PIN {digits(4)}")

    r.add("dns_api_token",
          f"Hetzner DNS API Token (certbot dns-01, *.kanzlei-berger.example): {rnd(ALNUM, 32)}",
          f"hcloud context create muc-it\n→ token {rnd(ALNUM, 64)}")

    r.add("git_access_token",
          f"git remote set-url origin https://mb:{hexs(40)}@git.acme.internal/mb/kunden-skripte.git",
          f"Gitea token (read) für den Deploy-Runner: {hexs(40)}")

    r.add("elster_certificate_password",
          f"ELSTER Zertifikat Kanzlei Maier (.pfx) Passwort: {pw()}",
          f"Elster-Zertifikatsdatei Physio pw {gen(14)}")

    r.add("bea_pin",
          f"beA-Karte RA Berger PIN {digits(6)}",
          f"beA Softwarezertifikat Kanzlei: Kennwort {pw()}")

    r.add("rdp_password",
          f"RDP auf TS01 Kanzlei als KBP\\it-extern: {pw()}",
          f"cmdkey /generic:TERMSRV/ts01.kbp.internal /user:KBP\\it-extern /pass:{gen(18)}",
          f"mstsc zu hv01 lindner → LINDNER\\wartung, pw {pw()}")

    r.add("ssh_private_key",
          f"Ed25519 Key für SSH auf die Syno Huber:\n{openssh_private()}",
          f"mein id_ed25519 für bk01.isartal.internal – falls der Laptop stirbt:\n{openssh_private()}")

    r.add("pfx_export_password",
          f"Wildcard-Zertifikat *.kanzlei-berger.example PFX-Export Passwort {gen(16)}",
          f"Export-Kennwort fürs RDS-Zertifikat Lindner: {pw()}")

    r.add("archive_password",
          f"ZIP mit den Röntgenbildern fürs Labor, Passwort {gen(14)} (telefonisch an Labor durchgegeben)",
          f"7z a -p{gen(16)} -mhe=on akte_2024.7z akte\\  → Mandant kriegt das pw per SMS")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("vat_id_number",
          f"USt-IdNr. für meine Rechnungen: {ust()}",
          f"Kanzlei Berger will auf der Rechnung meine USt-IdNr sehen → {ust()} in die Word-Vorlage",
          f"Reverse Charge Lieferant (acme GmbH AT): ATU{digits(8)}, unsere: {ust()}")

    r.add("tax_number",
          f"Steuernummer (Finanzamt München): {steuernr()}",
          f"Steuernr. neu seit Umzug nach Giesing: {steuernr()} – im Briefkopf ändern",
          f"Fragebogen steuerliche Erfassung → Steuernummer {steuernr()} kam heute per Post")

    r.add("invoice_bank_details",
          f"Bankverbindung auf Rechnung: IBAN {de_iban()}, BIC GENODEF1M04",
          f"Zahlung bitte auf {de_iban(False)} (Geschäftskonto)",
          f"Rechnungsfuß:\nMarkus B. IT-Service · Lindwurmstr. 1 · 80337 München\nIBAN {de_iban()} · USt-IdNr. {ust()}")

    r.add("invoice_number",
          f"RE-2024-{digits(4)} an Huber raus, 1.240,00 € netto, Zahlungsziel 14 Tage",
          f"Rechnung {digits(6, lead=True)} von Bechtle für die Synology ist da, ablegen unter Kunden/Lindner/Belege",
          f"Gutschrift GS-{digits(5)} zu RE-2024-{digits(4)} (falsch berechnete Anfahrt)")

    r.add("support_ticket_number",
          f"Ticket #{digits(6, lead=True)} bei CGM wegen Medistar-Update offen",
          f"TI-Hotline Vorgangsnummer {digits(10, lead=True)} – Konnektor Huber verliert VPN zur TI",
          f"Secunet Support Case SR-{digits(8)}, Rückruf zugesagt bis Do")

    r.add("mac_address",
          f"DHCP Reservierung Drucker Empfang: {mac()} -> 192.168.10.50",
          f"Wake-on-LAN für PC Behandlung 3:\nwakeonlan {mac()}",
          f"Konnektor LAN-Port MAC {mac('-', True)}, im UniFi als 'TI-Konnektor' benannt")

    r.add("hardware_serial_number",
          f"Synology DS920+ Seriennummer {syno_serial()} – Garantie bis 2027",
          f"Dell Service Tag Kanzlei-Server: {rnd(UPPER + DIGITS, 7)}",
          f"QNAP TS-453D S/N Q{digits(3)}{rnd(UPPER, 1)}{digits(5)}, RMA wegen Lüfter läuft")

    r.add("licence_order_number",
          f"M365 Business Premium über CSP, Bestellnummer {digits(10, lead=True)}, 12 Lizenzen, monatlich kündbar",
          f"Windows Server 2022 Std – Auftragsnummer Bechtle {digits(8, lead=True)}, Lizenznachweis als PDF im Kundenordner",
          f"Veeam Data Platform Foundation, Support-ID {digits(8, lead=True)}, Lizenz läuft 30.09. aus")

    r.add("device_naming_scheme",
          "Namensschema Huber: HUB-WS-01..HUB-WS-12, HUB-DC01, HUB-NAS01, HUB-KON01 (Konnektor)",
          f"neue PCs Kanzlei heißen KBP-{digits(2)}-{rnd(UPPER, 3)} (Raum + Kürzel MA)",
          "ortho: OO-BEH1 bis OO-BEH5, OO-EMPF, OO-RÖ (Röntgen-PC, nicht ins Internet!)")

    r.add("windows_sid",
          f"SID vom alten Profil (Frau K.) {sid(1104)} – Registry ProfileList Eintrag löschen",
          f"Domänen-SID Lindner: {sid(512)[:-4]} (für Migrationstool)",
          f"whoami /user → lindner\\empfang {sid(1107)}")

    r.add("gpo_guid",
          f"GPO 'BitLocker-Praxis' hat GUID {{{guid(True)}}}, liegt in SYSVOL\\huber.internal\\Policies",
          f"gpresult zeigt {{{guid(True)}}} (Default Domain Policy) wird nicht angewendet – WMI-Filter prüfen",
          f"Get-GPO -Guid {guid()} | Get-GPOReport -ReportType Html -Path C:\\temp\\gpo.html")

    r.add("windows_kb_number",
          f"{kb()} schlägt bei HUB-WS-04 fehl (0x80070643), WinRE-Partition zu klein",
          f"Patchday: {kb()} und {kb()} auf allen DCs installiert, Reboot Sa 22 Uhr",
          f"wusa /uninstall /kb:{kb()[2:]} /quiet – Kyocera-Treiber spinnt seit dem Update")

    r.add("file_hash",
          f"SHA256 vom Veeam-ISO: {hexs(64)} – stimmt mit Herstellerseite überein",
          f"Get-FileHash .\\DSM_DS920+_69057.pat\n\nAlgorithm  Hash\nSHA256     {hexs(64).upper()}",
          f"md5 vom Medistar-Update-Paket {hexs(32)} (laut CGM Mail)")

    r.add("certificate_thumbprint",
          f"Thumbprint RDS-Zertifikat Lindner: {thumb()}",
          f"Get-ChildItem Cert:\\LocalMachine\\My → {thumb()}  CN=ts01.kbp.internal, läuft 11/2025 ab",
          f"SHA1-Fingerabdruck Konnektor-Zertifikat (zum Abgleichen im Kartenterminal): {groups(thumb(), 2, ':')}")

    r.add("certificate_serial",
          f"Let's Encrypt Zert *.kanzlei-berger.example Seriennummer {hexs(36)}",
          f"SMC-B AUT-Zertifikat Seriennr. {digits(15, lead=True)}, gültig bis 2028")

    r.add("password_change_notice",
          "Domänen-Admin PW bei Huber heute (14.5.) geändert, neues steht im KeePass, altes ungültig",
          "Passwort Kyocera Admin zurückgesetzt – Frau Berger hat das neue, ich hab's NICHT",
          "fritzbox pw bei physio geändert weil Ex-Azubi das alte kannte. neues in keepass unter Isartal/Netz",
          "Veeam Encryption-Passwort am Fr rotiert, alte Backups brauchen noch das alte (liegt im KeePass-Verlauf)")

    r.add("password_policy",
          "Passwortrichtlinie Kanzlei: min. 14 Zeichen, Historie 24, max. Kennwortalter 0 (nach BSI nicht mehr zwangsweise wechseln)",
          "Fine-Grained PSO für Admins: 20 Zeichen, Sperre nach 5 Fehlversuchen für 30 min",
          "Huber will 'einfachere Passwörter' für Empfang – nein. Vorschlag: Windows Hello PIN 6-stellig + Passphrase")

    r.add("secret_location_reference",
          "KeePass Pfad: Kunden/Huber/Konnektor/Admin – bitte nie in Notizen kopieren",
          "PUK vom Praxisausweis liegt im PIN-Brief im Praxistresor (Umschlag blau)",
          "BitLocker-Keys Kanzlei sind im AD gesichert (msFVE-RecoveryInformation) + Ausdruck im Ordner 'Notfall'",
          "Master-PW KeePass Lindner: versiegelter Umschlag beim Notar, Kopie bei Dr. Lindner zu Hause")

    r.add("env_var_reference",
          "Skript liest $env:VEEAM_ENC_PW und $env:SMTP_PASS, nichts hart codieren!",
          "RESTIC_PASSWORD_FILE=/root/.restic-pw  (Datei 0600, nicht ins git)",
          "Password=${SQL_SA_PASSWORD} in der docker-compose.yml vom Lizenztool, Wert in .env auf dem Host")

    r.add("bitlocker_key_id",
          f"BitLocker Key-ID HUB-NB01: {guid(True)} – Schlüssel selbst im AD",
          f"Bluescreen-Bitlocker-Abfrage bei Fr. K., Wiederherstellungsschlüssel-ID beginnt mit {hexs(8).upper()}, hab sie im AD gefunden und vorgelesen",
          f"manage-bde -protectors -get C:\n  Numerisches Kennwort:\n    ID: {{{guid(True)}}}")

    r.add("teamviewer_id",
          f"TeamViewer-ID Empfang Huber: {tv_id()} (Passwort nicht hier)",
          f"TV-IDs Ortho:\nEmpfang {tv_id()}\nBEH1 {tv_id()}\nRöntgen – kein TV!",
          f"Kunde ruft an, gibt ID {tv_id()} durch → ist der Privat-PC, nicht verbinden")

    r.add("anydesk_id",
          f"AnyDesk-Adresse Kanzlei Empfang: {ad_id()}",
          f"anydesk ids lindner: empfang {ad_id()}, chef {ad_id()}")

    r.add("ip_address_plan",
          "Huber Netz: 192.168.10.0/24, GW .1, DC .10, NAS .20, Konnektor 10.0.10.2 (eigenes VLAN)",
          f"Feste WAN-IP Kanzlei: 203.0.113.{secrets.randbelow(250) + 2}, DNS-Eintrag vpn.kanzlei-berger.example",
          "ortho DHCP-Range .100–.199, Drucker .50–.59, alles andere statisch")

    r.add("phone_numbers",
          f"CGM Hotline 0261 8000-{digits(4)}, Kundennummer Huber {digits(7, lead=True)}",
          f"Dr. Lindner mobil +49 151 {digits(8, lead=True)} (nur Notfälle, nicht vor 8)",
          f"Wachdienst Alarm Kanzlei: 089 {digits(7, lead=True)}")

    r.add("parcel_tracking",
          f"DHL Sendung Synology Ersatzplatte: {digits(20)}",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} – neuer Konnektor kommt Mi",
          f"Retoure Lüfter QNAP, Hermes {rnd(UPPER + DIGITS, 14)}")

    r.add("purchase_order_number",
          f"Bestellung Cyberport {digits(10, lead=True)}: 3x Dell OptiPlex für Ortho",
          f"Amazon Business Bestellnr. 302-{digits(7)}-{digits(7)} (USV-Akku Huber)",
          f"Bestellung {rnd(UPPER, 2)}{digits(8)} bei acme-hardware.example: 2x Kartenterminal ORGA 6141")

    r.add("telematik_id",
          f"Telematik-ID Praxis Huber: 1-20{digits(8)}",
          f"Lindner Zahn Telematik-ID 2-{digits(2)}.{digits(2)}.{digits(6)} (für KIM-Verzeichnis)",
          f"Ortho Ost im VZD gefunden, Telematik-ID 1-20{digits(8)} passt zur SMC-B")

    r.add("card_iccsn",
          f"ICCSN SMC-B Huber: 80276{digits(15)}",
          f"eHBA Dr. Weiß ICCSN 80276883{digits(12)} – Kartenbestellung läuft über die Kammer",
          f"Konnektor zeigt Karte gesteckt: ICCSN 80276{digits(15)}, Status VERIFIED")

    r.add("software_version",
          "Konnektor Firmware 5.50.4 → 5.60.0 Update geplant Sa, vorher Backup der Konfig",
          "DSM 7.2.1-69057 Update 5 auf allen Synos, QTS 5.1.8.2823",
          "Medistar 24.3.1 / DATEV Programm-DVD 18.2 eingespielt")

    r.add("git_commit_sha",
          f"Skript-Fix (LAPS-Export) ist Commit {hexs(40)}, auf alle Kunden ausrollen",
          f"git revert {hexs(7)} – hat bei Lindner das Mapping kaputt gemacht",
          f"Deploy Kanzlei läuft auf Tag v2.3.1 ({hexs(12)}), main ist schon weiter")

    r.add("ssh_public_key",
          f"authorized_keys auf der Syno Huber:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mb@laptop",
          f"Public key für Kunde (zum Eintragen): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} it@acme",
          f"ssh-rsa {ssh_pub('ssh-rsa', 270)} backup@bk01  ← pub vom Backupserver, darf überall hin")

    r.add("ssh_host_fingerprint",
          f"Host-Key bk01.isartal.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} – beim ersten Login prüfen",
          f"ED25519 key fingerprint is SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}. (esx01 Huber, passt)")

    r.add("wireguard_public_key",
          f"WG Peer Huber (Server) PublicKey = {wg_key()}",
          f"Pubkey Notebook Dr. Lindner: {wg_key()} → auf dem Router als Peer eintragen")

    r.add("entra_tenant_client_ids",
          f"Tenant-ID Kanzlei Berger: {guid()}",
          f"App 'Backup365' Application (client) ID {guid()}, Object ID {guid()} – Secret liegt im KeePass")

    r.add("kv_practice_numbers",
          f"BSNR Huber {digits(9, lead=True)}, LANR Dr. Huber {digits(9, lead=True)}",
          f"IK-Nummer Physio Isartal: {digits(9, lead=True)} (für Abrechnung)")

    r.add("practice_address",
          "Ortho Ost: Orleansstr. 12, 81667 München, Lieferung über Hintereingang",
          "Kanzlei Berger & Partner, Leopoldstr. 40, 80802 München – Serverraum 2. OG")

    r.add("licence_plate",
          f"Parkplatz Huber Hof: mein Kennzeichen M-{rnd(UPPER, 2)} {digits(4, lead=True)} bei der Praxis hinterlegt",
          f"Lieferwagen Systemhaus M-{rnd(UPPER, 2)} {digits(3, lead=True)}E darf in die Tiefgarage Kanzlei")

    r.add("wlan_ssid_list",
          "SSIDs Huber: Huber-Intern (WPA3), Huber-Gast (Client-Isolation), Huber-IoT (versteckt)",
          "UniFi Kanzlei: KBP-Staff / KBP-Mandanten, Gäste-Voucher über Hotspot-Portal")

    r.add("vlan_plan",
          "VLAN 10 Praxis, 20 TI (Konnektor + Terminals), 30 Gast, 99 Mgmt",
          "Kanzlei Switch: Port 1–8 VLAN 10, Port 24 Trunk zum USG, Port 23 Drucker VLAN 40")

    r.add("pin_letter_status",
          "PIN-Brief SMC-B Huber ist angekommen, noch ungeöffnet, liegt im Tresor bis Termin am Do",
          "Transport-PIN eHBA Dr. Weiß muss noch geändert werden – macht sie selbst am Terminal",
          "Lindner: PUK-Brief verschwunden?? bei D-Trust neue Karte anfragen falls PIN gesperrt")

    r.add("card_pin_rules",
          "SMC-B PIN 6–8 Stellen, PUK 8 Stellen, nach 3 Fehlversuchen gesperrt, PUK nur 10x nutzbar",
          "QES-PIN muss anders sein als PIN.CH, sonst meckert das Terminal")

    r.add("mfa_setup_note",
          "2FA für Synology-Admins bei Huber aktiviert, TOTP in Authenticator auf Firmenhandy, Backupcodes ausgedruckt im Tresor",
          "M365 Kanzlei: Security Defaults aus, CA-Policy 'MFA alle User' an, break-glass ausgenommen",
          "UniFi MFA zurückgesetzt weil Handy kaputt – neu eingerichtet, kein Seed notiert")

    r.add("windows_error_code",
          "Veeam Fehler 0x80070005 (Zugriff verweigert) auf \\\\nas01\\veeam – Share-Rechte prüfen",
          "Event ID 4625, Status 0xC000006A bei svc_scan → falsches PW im Scanner hinterlegt (nicht das Konto!)",
          "Outlook Fehler 0x800CCC0E beim Senden, SMTP-Port 587 geblockt")

    r.add("msi_product_code",
          f"TeamViewer Host MSI ProductCode {{{guid(True)}}} – für msiexec /x",
          f"Uninstall-Key Medistar-Client: HKLM\\...\\Uninstall\\{{{guid(True)}}}")

    r.add("dkim_dns_record",
          f"DKIM selector1 kanzlei-berger.example TXT: v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}",
          "SPF Lindner: v=spf1 include:spf.protection.acme.example -all  (DMARC p=quarantine)")

    r.add("coupon_code",
          f"Gutscheincode Bechtle Fortbildung: BCH-{rnd(UPPER + DIGITS, 8)} (10% auf Schulungen)",
          f"Rabattcode Cyberport für Kunden-PCs {rnd(UPPER, 4)}{digits(2)}",
          f"Aktionscode Synology Partnerprogramm: SYN{digits(4)}{rnd(UPPER, 3)} – gilt bis Quartalsende")

    r.add("datev_customer_numbers",
          f"DATEV Beraternummer Maier {digits(5, lead=True)}, Mandantennummer Physio {digits(5, lead=True)}",
          f"DATEV Kundennummer Kanzlei {digits(7, lead=True)} – bei Hotline angeben")

    r.add("veeam_job_id",
          f"Veeam Job-ID 'DC01-daily': {guid()} (für Get-VBRJob -Name / Start-VBRJob)",
          f"Restore-Session {guid()} abgebrochen, Log unter C:\\ProgramData\\Veeam\\Backup")

    r.add("smb_share_paths",
          "\\\\hub-nas01\\praxis\\scans, \\\\hub-nas01\\veeam$ (nur svc_veeam), \\\\hub-dc01\\netlogon",
          "Kanzlei Laufwerke: M: Mandanten, S: Scan, V: Vorlagen (GPO 'Drive Maps')")

    r.add("firewall_port_list",
          "Konnektor braucht ausgehend UDP 4500/500 + TCP 443 zur TI, eingehend nix",
          "TeamViewer raus 5938/tcp, Veeam Cloud Connect 6180/tcp, NTP 123/udp")

    r.add("sepa_creditor_id",
          f"Meine Gläubiger-ID für Lastschriften: DE{digits(2)}ZZZ0000{digits(7)}",
          f"Mandatsreferenz Wartungsvertrag Huber: WV-HUB-{digits(4)}")

    r.add("security_key_serial",
          f"YubiKey 5 NFC Seriennr. {digits(8, lead=True)} → Admin-Konto Kanzlei Berger",
          f"2. YubiKey (Backup) S/N {digits(8, lead=True)}, liegt im Tresor Maier")

    r.add("azure_resource_id",
          f"/subscriptions/{guid()}/resourceGroups/rg-kbp-backup/providers/Microsoft.Storage/storageAccounts/stkbpbackup",
          f"Subscription Kanzlei Maier: {guid()} (Pay-as-you-go, Budget-Alarm 50 €)")

    r.add("default_password_talk",
          "Konnektor hat ab Werk ein Standard-Admin-Passwort aus dem Handbuch – bei Inbetriebnahme sofort ändern",
          "Drucker Ortho noch mit Werkspasswort?? nächstes Mal prüfen und ändern",
          "iLO-Standardkennwort steht auf dem Aufkleber am Server – Aufkleber abziehen nach Änderung")

    r.add("masked_credential",
          "DSM Login Isartal: wartung / ******** (siehe KeePass)",
          "Server=SQL01\\MEDISTAR;Database=MED;User Id=medsvc;Password=<aus KeePass>;",
          "PSK: •••••••••••• (in der FRITZ!Box hinterlegt, nicht hier)")

    r.add("laps_howto",
          "LAPS bei Lindner aktiv, Passwörter rotieren alle 30 Tage. Auslesen: Get-LapsADPassword -Identity LIN-WS-03 -AsPlainText",
          "Windows LAPS Policy: PasswordLength 20, PasswordComplexity 4, BackupDirectory AD")

    r.add("ad_distinguished_name",
          "OU=Clients,OU=Praxis,DC=huber,DC=internal – GPOs hier verlinkt",
          "CN=svc_veeam,OU=Service,DC=kbp,DC=internal hat 'Kennwort läuft nie ab' gesetzt (Absicht)")

    return r


def main() -> None:
    write_corpora("make_heldout83.py", [
        ("heldout83_credentials.yaml", credentials(), "batch 83 (Munich freelance IT consultant for medical and legal practices, German notes), written blind; every value synthetic"),
        ("heldout83_lookalikes.yaml", lookalikes(), "batch 83 look-alikes: tax and bank ids, tickets, serials, SIDs, GUIDs, KBs, hashes, thumbprints, password talk without values, written blind"),
    ])


if __name__ == "__main__":
    main()
